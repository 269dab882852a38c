import { eq, inArray } from 'drizzle-orm';
import { ONBOARDING_HINTS, type ExamSubject, type TestLevel } from '@prepa/contracts';
import type { Db } from '../db/client.js';
import {
  cardPacks,
  cards,
  enrollments,
  levelTestTasks,
  levelTests,
  products,
  studentProfiles,
  users,
} from '../db/schema/index.js';
import { setStatuses } from '../modules/student/index.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import type { SeedStep } from './index.js';
import {
  MATH_CARDS,
  MATH_LEVEL_TEST,
  RUSSIAN_CARDS,
  RUSSIAN_LEVEL_TEST,
  type CardData,
  type LevelTaskData,
} from './training-data.js';

/** The account of the training journey (e2e/tests/training.spec.ts), so the demo student's numbers stay put. */
export const TRAINEE_EMAIL = 'trainee@example.com';

const MATH_PRODUCT = 'Математика ЕГЭ — мастер-группа';
const RUSSIAN_PRODUCT = 'Предбанник ЕГЭ: Русский язык';

async function productsByTitle(db: Db, titles: string[]) {
  const rows = await db
    .select({ id: products.id, title: products.title, productTypeId: products.productTypeId })
    .from(products)
    .where(inArray(products.title, titles));
  return new Map(rows.map((r) => [r.title, r]));
}

async function pack(
  db: Db,
  p: { slug: string; title: string; subject: ExamSubject; productId: number; moduleId: number | null },
  list: CardData[],
) {
  await db
    .insert(cardPacks)
    .values({ ...p, order: 0 })
    .onConflictDoNothing({ target: cardPacks.slug });
  const [row] = await db.select({ id: cardPacks.id }).from(cardPacks).where(eq(cardPacks.slug, p.slug));
  if (!row) throw new Error(`pack ${p.slug} missing`);
  await db
    .insert(cards)
    .values(
      list.map(([taskNumber, front, back], order) => ({
        packId: row.id,
        front,
        back,
        subject: p.subject,
        taskNumber,
        order,
        sourceKey: `seed:${p.slug}:${order}`,
      })),
    )
    .onConflictDoNothing({ target: cards.sourceKey });
}

async function levelTest(
  db: Db,
  t: {
    slug: string;
    title: string;
    description: string;
    subject: ExamSubject;
    productTypeId: number;
    recommendations: { level: TestLevel; productId: number }[];
  },
  tasks: LevelTaskData[],
) {
  await db.insert(levelTests).values(t).onConflictDoNothing({ target: levelTests.slug });
  const [row] = await db.select({ id: levelTests.id }).from(levelTests).where(eq(levelTests.slug, t.slug));
  if (!row) throw new Error(`level test ${t.slug} missing`);
  await db
    .insert(levelTestTasks)
    .values(
      tasks.map((task, i) => ({
        testId: row.id,
        order: i + 1,
        kind: task.kind,
        text: task.text,
        taskNumber: task.taskNumber,
        options: (task.options ?? []).map(([text, correct], id) => ({ id: id + 1, text, correct })),
        answers: task.answers ?? [],
      })),
    )
    .onConflictDoNothing();
}

/** The trainee: a student enrolled in both demo courses with packs, past the goals start-up. */
async function trainee(db: Db, hashPassword: (p: string) => Promise<string>, productIds: number[]) {
  await db
    .insert(users)
    .values({
      email: TRAINEE_EMAIL,
      username: 'trainee',
      role: 'STUDENT_ROLE',
      firstName: 'Олег',
      lastName: 'Соловьёв',
      phone: '+79000000011',
      telegram: 'trainee_prepa',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      acceptedPdpp: true,
    })
    .onConflictDoNothing();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, TRAINEE_EMAIL));
  if (!user) return;
  const now = new Date();
  await db
    .insert(enrollments)
    .values(
      productIds.map((productId) => ({
        userId: user.id,
        productId,
        startsAt: now,
        endsAt: new Date(now.getTime() + 365 * 86_400_000),
        grantKey: `seed-training:${user.id}:${productId}`,
        source: 'ACTIVATION' as const,
      })),
    )
    .onConflictDoNothing();
  // Past every start-up step (phone confirmed, data accepted, modals seen): the journey goes straight to training.
  await db
    .insert(studentProfiles)
    .values({
      userId: user.id,
      personalDataAcceptedAt: now,
      lotteryAcceptedAt: now,
      phoneConfirmedAt: now,
    })
    .onConflictDoNothing();
  // Past the onboarding hints too: the journey's clicks are never covered by a tip.
  await db
    .update(studentProfiles)
    .set({ onboardingState: Object.fromEntries(ONBOARDING_HINTS.map((h) => [h, true])) })
    .where(eq(studentProfiles.userId, user.id));
  await setStatuses(
    db,
    user.id,
    [
      'hasChosenGoals',
      'viewedIndividualStudyModal',
      'viewedLoyaltyProgram',
      'viewedSocialAccount',
      'viewedReferralIntroduction',
    ],
    now,
  );
}

export const training: SeedStep = {
  name: 'training',
  async run({ db, hashPassword }) {
    const byTitle = await productsByTitle(db, [
      MATH_PRODUCT,
      RUSSIAN_PRODUCT,
      'Основной курс: математика',
      'Рулетка: случайный вариант ЕГЭ с разбором',
      'Русский язык ЕГЭ — мастер-группа',
      'Флеш-курс: 100 типичных ошибок ЕГЭ',
      'Флеш-курс: сочинение за 30 минут',
    ]);
    const math = byTitle.get(MATH_PRODUCT);
    const russian = byTitle.get(RUSSIAN_PRODUCT);
    if (!math || !russian) return;
    await pack(
      db,
      {
        slug: 'ege-math-profile-formulas',
        title: 'Профильная математика: формулы и приёмы',
        subject: 'EGE_MATH_PROFILE',
        productId: math.id,
        moduleId: null,
      },
      MATH_CARDS,
    );
    await pack(
      db,
      {
        slug: 'ege-russian-norms',
        title: 'Русский язык: нормы и правописание',
        subject: 'EGE_RUSSIAN',
        productId: russian.id,
        moduleId: null,
      },
      RUSSIAN_CARDS,
    );
    const rec = (level: TestLevel, title: string) => {
      const p = byTitle.get(title);
      return p ? [{ level, productId: p.id }] : [];
    };
    await levelTest(
      db,
      {
        slug: 'ege-math-profile-level',
        title: 'Уровень по профильной математике',
        description: 'Шесть задач первой части ЕГЭ: 10 минут, чтобы понять, с чего начать подготовку.',
        subject: 'EGE_MATH_PROFILE',
        productTypeId: math.productTypeId,
        recommendations: [
          ...rec('basic', 'Основной курс: математика'),
          ...rec('middle', MATH_PRODUCT),
          ...rec('advanced', 'Рулетка: случайный вариант ЕГЭ с разбором'),
        ],
      },
      MATH_LEVEL_TEST,
    );
    await levelTest(
      db,
      {
        slug: 'ege-russian-level',
        title: 'Уровень по русскому языку',
        description: 'Ударения, правописание и пунктуация: шесть заданий в формате ЕГЭ.',
        subject: 'EGE_RUSSIAN',
        productTypeId: russian.productTypeId,
        recommendations: [
          ...rec('basic', 'Русский язык ЕГЭ — мастер-группа'),
          ...rec('middle', 'Флеш-курс: 100 типичных ошибок ЕГЭ'),
          ...rec('advanced', 'Флеш-курс: сочинение за 30 минут'),
        ],
      },
      RUSSIAN_LEVEL_TEST,
    );
    await trainee(db, hashPassword, [math.id, russian.id]);
  },
};
