/** The zod-free part of `ids.ts`: importable without the schemas. */

/** The largest value of a PostgreSQL integer (int4) column: every id and stored count fits in it. */
export const INT4_MAX = 2_147_483_647;

/** A database id from a path segment: digits only, 1..INT4_MAX; anything else is null. */
export function idFromPath(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= INT4_MAX ? id : null;
}
