import type { SysCourseTypeCode } from '@prepa/contracts';

/** Drawn for this project and served by the SPA itself (apps/web/public/images): nothing from another site. */
export const GENERAL_COVER = '/images/covers/general.svg';

/** A course type's tile picture. */
export function courseTypeImage(code: SysCourseTypeCode): string {
  return `/images/course-types/${code.toLowerCase()}.svg`;
}

/** Only pictures of our own origin are shown; anything else (an old external address) gets the fallback. */
export function ownImage(
  src: string | null | undefined,
  fallback: string | null = GENERAL_COVER,
): string | null {
  if (src && src.startsWith('/') && !src.startsWith('//')) return src;
  return fallback;
}
