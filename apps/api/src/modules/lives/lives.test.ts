import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVES_MAX, LIVES_START } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { lifeCharges } from '../../db/schema/index.js';
import { chargeLife, globalLifeLost, livesFrom, recoverLife } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.prepa.db;
const audit = (access: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/students/audit/life-charges/${query}`,
    headers: bearer(access),
  });
const grant = (access: string, studentId: number | string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/curators/students/${studentId}/lives/`,
    headers: { ...bearer(access), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
const charge = (userId: number, homeworkId: number, title = `ДЗ ${homeworkId}`) =>
  db().transaction((tx) => chargeLife(tx, { userId, homeworkId, title }));

describe('lives rule', () => {
  it('starts at LIVES_START and stays within [0, LIVES_MAX]', () => {
    expect(livesFrom(0)).toBe(LIVES_START);
    expect(livesFrom(-1)).toBe(LIVES_START - 1);
    expect(livesFrom(-10)).toBe(0);
    expect(livesFrom(10)).toBe(LIVES_MAX);
  });
});

describe('life service', () => {
  it('charges a missed homework once and records a charge at zero with delta 0', async () => {
    const u = await signedInUser(t.app);
    const first = await charge(u.id, 1);
    const again = await charge(u.id, 1);
    expect(first).toMatchObject({
      recorded: true,
      lives: 2,
      entry: { kind: 'CHARGE', delta: -1, comment: 'ДЗ 1' },
    });
    expect(again).toMatchObject({ recorded: false, lives: 2, entry: { id: first.entry.id } });
    await charge(u.id, 2);
    await charge(u.id, 3);
    const atZero = await charge(u.id, 4);
    expect(atZero).toMatchObject({ recorded: true, lives: 0, entry: { delta: 0 } });
    const recovered = await db().transaction((tx) =>
      recoverLife(tx, { userId: u.id, homeworkId: 4, title: 'ДЗ 4' }),
    );
    expect(recovered).toMatchObject({ recorded: true, lives: 1, entry: { kind: 'RECOVERED', delta: 1 } });
    const lost = await db().transaction((tx) =>
      globalLifeLost(tx, { userId: u.id, eventId: 'course-7', comment: 'Пропущен пробник' }),
    );
    expect(lost).toMatchObject({ lives: 0, entry: { kind: 'GLOBAL_LIFE_LOST', delta: -1 } });
    expect(await db().select().from(lifeCharges).where(eq(lifeCharges.userId, u.id))).toHaveLength(6);
  });

  it('serialises concurrent events of one student', async () => {
    const u = await signedInUser(t.app);
    const results = await Promise.all([1, 2, 3, 4].map((h) => charge(u.id, h)));
    expect(results.map((r) => r.entry.delta).sort()).toEqual([-1, -1, -1, 0]);
    expect((await audit(u.access)).json()).toMatchObject({ count: 4, lives: 0 });
  });
});

describe('GET /v2/students/audit/life-charges/', () => {
  it('starts empty with the starting lives', async () => {
    const u = await signedInUser(t.app);
    const res = await audit(u.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [], lives: 3, max: 5 });
    const lives = await t.app.inject({
      method: 'GET',
      url: '/api/v2/students/lives/',
      headers: bearer(u.access),
    });
    expect(lives.json()).toEqual({ lives: 3, max: 5 });
  });

  it('pages the student’s own rows, newest first', async () => {
    const u = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await charge(u.id, 1);
    await charge(u.id, 2);
    await charge(u.id, 3);
    await charge(other.id, 9);
    const page = (await audit(u.access, '?limit=2')).json();
    expect(page).toMatchObject({ count: 3, lives: 0, max: 5, previous: null });
    expect(page.next).toContain('offset=2');
    expect(page.results.map((r: { comment: string }) => r.comment)).toEqual(['ДЗ 3', 'ДЗ 2']);
    expect(page.results[0]).toMatchObject({ kind: 'CHARGE', delta: -1 });
    expect(typeof page.results[0].created_at).toBe('string');
    const second = (await audit(u.access, '?limit=2&offset=2')).json();
    expect(second.results.map((r: { comment: string }) => r.comment)).toEqual(['ДЗ 1']);
    expect(second.previous).toContain('offset=0');
    // The other student sees only their own row.
    expect((await audit(other.access)).json()).toMatchObject({ count: 1, lives: 2 });
  });

  it('is for students only and validates the page', async () => {
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    expect((await audit(curator.access)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/students/audit/life-charges/' })).statusCode,
    ).toBe(401);
    const u = await signedInUser(t.app);
    const bad = await audit(u.access, '?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).type).toBe('validation_error');
  });
});

describe('POST /v2/curators/students/{id}/lives/', () => {
  it('lets a curator add a life once per Idempotency-Key', async () => {
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    const u = await signedInUser(t.app);
    await charge(u.id, 1);
    const first = await grant(curator.access, u.id, { comment: 'Уважительная причина' }, 'grant-0001');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      lives: 3,
      max: 5,
      entry: { kind: 'CURATOR_ADDED', delta: 1, comment: 'Уважительная причина' },
    });
    const retry = await grant(curator.access, u.id, { comment: 'Уважительная причина' }, 'grant-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ lives: 3, entry: { id: first.json().entry.id } });
    const rows = await db().select().from(lifeCharges).where(eq(lifeCharges.userId, u.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.kind === 'CURATOR_ADDED')?.actorId).toBe(curator.id);
    const seen = (await audit(u.access)).json();
    expect(seen).toMatchObject({ count: 2, lives: 3 });
    expect(seen.results[0]).not.toHaveProperty('actor_id');
  });

  it('lets a manager add up to the maximum, then refuses', async () => {
    const manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
    const u = await signedInUser(t.app);
    expect((await grant(manager.access, u.id, { comment: 'Бонус' }, 'grant-m-01')).json().lives).toBe(4);
    expect((await grant(manager.access, u.id, { comment: 'Бонус' }, 'grant-m-02')).json().lives).toBe(5);
    const full = await grant(manager.access, u.id, { comment: 'Бонус' }, 'grant-m-03');
    expect(full.statusCode).toBe(400);
    expect(errorOf(full).errors[0]).toMatchObject({ code: 'lives_full', attr: null });
    expect(errorOf(full).errors[0]?.detail).toContain('5');
  });

  it('refuses students, unknown students, bad input and a missing key', async () => {
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    const u = await signedInUser(t.app);
    const student = await grant(u.access, u.id, { comment: 'сам себе' }, 'grant-s-01');
    expect(student.statusCode).toBe(403);
    expect(errorOf(student).errors[0]?.code).toBe('permission_denied');
    expect((await grant(curator.access, 999_999, { comment: 'x' }, 'grant-404-1')).statusCode).toBe(404);
    // A staff account is not a student.
    const notStudent = await grant(curator.access, curator.id, { comment: 'x' }, 'grant-404-2');
    expect(notStudent.statusCode).toBe(404);
    expect(errorOf(notStudent).errors[0]?.code).toBe('not_found');
    expect((await grant(curator.access, 'abc', { comment: 'x' }, 'grant-400-1')).statusCode).toBe(400);
    const empty = await grant(curator.access, u.id, { comment: '  ' }, 'grant-400-2');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({
      type: 'validation_error',
      errors: [{ attr: 'comment', code: 'required' }],
    });
    const noKey = await grant(curator.access, u.id, { comment: 'ok' });
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey).type).toBe('validation_error');
    expect((await audit(u.access)).json()).toMatchObject({ count: 0, lives: 3 });
  });
});

describe('OpenAPI', () => {
  it('documents the lives and individual-task endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of [
      '/api/v2/students/audit/life-charges/',
      '/api/v2/students/lives/',
      '/api/v2/curators/students/{id}/lives/',
      '/api/gamification/individual-tasks/',
    ])
      expect(paths).toContain(p);
  });
});
