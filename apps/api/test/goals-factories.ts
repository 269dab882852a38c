import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { classTypes, classYears } from '../src/db/schema/index.js';
import { bearer, signedInUser } from './app.js';

/** An 11th-grade class year (EGE) and one subject, maths. */
export async function createGoalSubject(app: FastifyInstance): Promise<{ year: number; maths: number }> {
  const db = app.prepa.db;
  const [y] = await db
    .insert(classYears)
    .values({ title: '11 класс', order: 11, educationLevel: 'EGE' })
    .returning();
  const [m] = await db
    .insert(classTypes)
    .values({ title: 'Математика', color: '#4f46e5', order: 1 })
    .returning();
  if (!y || !m) throw new Error('fixtures');
  return { year: y.id, maths: m.id };
}

/** A signed-in student whose goal is `classTypeId` in `classYearId`, set through the API. */
export async function goalStudent(app: FastifyInstance, classYearId: number, classTypeId: number) {
  const u = await signedInUser(app);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/v2/umits/goal/',
    headers: bearer(u.access),
    payload: { class_year_id: classYearId, goals: [{ class_type_id: classTypeId }] },
  });
  expect(res.statusCode).toBe(200);
  return u;
}
