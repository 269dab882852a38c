import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentProfiles } from '../../db/schema/index.js';

/** The student's row, created on first use. */
export async function ensureStudentProfile(tx: Db, userId: number) {
  await tx.insert(studentProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  if (!row) throw new Error('student profile missing');
  return row;
}

/** Sets the given status keys to the server time `now` (never a client time). */
export async function setStatuses(tx: Db, userId: number, keys: readonly string[], now: Date) {
  await ensureStudentProfile(tx, userId);
  const patch = Object.fromEntries(keys.map((k) => [k, now.toISOString()]));
  await tx
    .update(studentProfiles)
    .set({ statuses: sql`${studentProfiles.statuses} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now })
    .where(eq(studentProfiles.userId, userId));
}
