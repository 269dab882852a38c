import { z } from 'zod';
import { INT4_MAX } from './constants/ids.js';

export * from './constants/ids.js';

/** A database id in a JSON body: an integer 1..2147483647. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);

/** A database id in a path or query string (text on the wire). */
export const idParamSchema = z.coerce.number().int().min(1).max(INT4_MAX);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A non-negative integer that fits an int4 column (points, goals, counts sent by clients). */
export const int4Schema = z.number().int().min(0).max(INT4_MAX);

/** A comma-separated list of ids in a query string (`1,2,3`), each in range. */
export const idListParamSchema = z
  .string()
  .max(2000)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'invalid')
  .refine((s) => s.split(',').every((p) => Number(p) >= 1 && Number(p) <= INT4_MAX), 'invalid');
