import { sysCourseTypeListSchema, type SysCourseType } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
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
 * The body of `GET /api/v2/shop/sys-course-types/` as the route sends it (checked by its schema, in
 * snake_case), for index.html to carry (http/static.ts). Made once per catalogue snapshot: while the
 * catalogue is cached a call costs its stamp query only, and any change to a catalogue table (a new
 * stamp) gives a new body.
 */
export async function courseTypesJson(db: Db): Promise<string> {
  const s = await catalogue(db);
  return memoised(s, 'courseTypesJson', () =>
    serializeResponse(sysCourseTypeListSchema, courseTypesOf(s), 'embedded course types'),
  );
}
