/** The zod-free part of `ids.ts`: importable without the schemas. */

/** The largest value of a PostgreSQL integer (int4) column: every id and stored count fits in it. */
export const INT4_MAX = 2_147_483_647;
