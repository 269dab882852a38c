import { sysCourseTypeListSchema, type SysCourseType, type SysCourseTypeCode } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import type { PrepaintTile } from '../../http/catalogue-prepaint.js';
import { serializeResponse } from '../../http/validation.js';
import { toProductType } from './catalog.js';
import { catalogue, memoised, type CatalogueSnapshot } from './catalogue-cache.js';

/** The system course types with their product types, in display order (the same for every student). */
export function courseTypesOf(s: CatalogueSnapshot): { results: SysCourseType[] } {
  return {
    results: s.sysCourseTypes.map((t) => ({
      id: t.id,
      code: t.code,
      title: t.title,
      productTypes: s.productTypes.filter((p) => p.sysCourseTypeId === t.id).map(toProductType),
    })),
  };
}

/**
 * A course type's tile picture, as the SPA's tiles show it (`courseTypeImage` in
 * apps/web/src/features/shop/model/images.ts, which serves the file from its public/ folder). Written
 * twice so that the catalogue's start-up chunk does not gain a shared contracts chunk for one line; the
 * catalogue journey checks that the preloaded picture is the first tile's (e2e/tests/shop.spec.ts).
 */
function tileImage(code: SysCourseTypeCode): string {
  return `/images/course-types/${code.toLowerCase()}.svg`;
}

/** What index.html carries of the course types (http/static.ts). */
export interface EmbeddedCourseTypes {
  /** The body of `GET /api/v2/shop/sys-course-types/` as the route sends it (checked, snake_case). */
  json: string;
  /** The catalogue start's tiles in display order, for the page index.html paints before any script. */
  tiles: PrepaintTile[];
}

/**
 * The course types for index.html, made once per catalogue snapshot: while the catalogue is cached a
 * call costs its stamp query only, and any change to a catalogue table (a new stamp) gives new ones.
 */
export async function embeddedCourseTypes(db: Db): Promise<EmbeddedCourseTypes> {
  const s = await catalogue(db);
  return memoised(s, 'embeddedCourseTypes', () => {
    const list = courseTypesOf(s);
    const json = serializeResponse(sysCourseTypeListSchema, list, 'embedded course types');
    // Checked by the schema above: each code is one of the contract's, so the addresses are ours.
    const tiles = list.results.map((t) => ({
      href: `/catalog/${t.code.toLowerCase()}`,
      image: tileImage(t.code),
      title: t.title,
    }));
    return { json, tiles };
  });
}
