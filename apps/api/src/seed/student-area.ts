import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  banners,
  classTypeGoalSettings,
  classTypes,
  classYears,
  extraGoals,
  studentGoals,
  studentProfiles,
  studentSubjects,
  users,
} from '../db/schema/index.js';
import { cardsLearned, homeworkPoints, lessonWatched } from '../modules/gamification/index.js';
import { addDays, localDateIn, zoneOf } from '../modules/calendar/index.js';
import { createResultsService } from '../modules/results/index.js';
import { setStatuses } from '../modules/student/index.js';
import { chargeLife, curatorAddLife } from '../modules/lives/index.js';
import type { SeedStep } from './index.js';

const STREAK_DAYS = 5;

async function userId(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Earlier study days (days before today): weeks of history, ended by a missed day before the streak. */
const EARLIER_DAYS = [33, 30, 27, 24, 20, 17, 15, 12, 9, 7];

/**
 * Real activity through the service, each event dated by its own local day (so the exp history and its
 * chart spread over the past weeks): scattered days over the last five weeks, one missed day, then five
 * days in a row ending today in the student's own (platform) time.
 */
async function activity(db: Db, id: number, now: Date) {
  const today = localDateIn(now, await zoneOf(db, id));
  for (const back of EARLIER_DAYS) {
    const day = addDays(today, -back);
    const at = new Date(`${day}T09:00:00Z`);
    await lessonWatched(db, { userId: id, lessonId: 500 + back, exp: 30, at });
    if (back % 3 === 0)
      await homeworkPoints(db, { userId: id, submissionId: 600 + back, tasksSolved: 5, exp: 20, at });
  }
  for (let back = STREAK_DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    // 09:00 UTC is midday in Moscow and afternoon in Almaty; today's events are never in the future.
    const at = back === 0 ? now : new Date(`${day}T09:00:00Z`);
    await lessonWatched(db, { userId: id, lessonId: 100 + back, exp: 40, at });
    if (back % 2 === 0)
      await homeworkPoints(db, { userId: id, submissionId: 200 + back, tasksSolved: 5, exp: 25, at });
    if (back === 1) await cardsLearned(db, { userId: id, batchId: `demo-${day}`, cards: 5, exp: 10, at });
  }
}

/** A short lives history through the lives service: a missed homework deadline, then a curator's grant. */
async function lives(db: Db, id: number, now: Date) {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await chargeLife(db, {
    userId: id,
    homeworkId: 301,
    title: 'Домашнее задание: производная',
    at: daysAgo(3),
  });
  const curator = await userId(db, 'curator@example.com');
  if (curator)
    await curatorAddLife(db, {
      userId: id,
      actorId: curator,
      comment: 'Болел, справка от врача',
      requestKey: 'seed-demo-grant',
      at: daysAgo(1),
    });
}

export const studentArea: SeedStep = {
  name: 'student-area',
  async run({ db }) {
    const now = new Date();
    await db.insert(extraGoals).values([
      { title: 'Олимпиада', order: 1 },
      { title: 'Оценки в школе', order: 2 },
      { title: 'Поступление в вуз мечты', order: 3 },
    ]);
    const years = await db.select().from(classYears).orderBy(asc(classYears.order));
    const subjects = await db.select().from(classTypes).orderBy(asc(classTypes.order));
    const settings = years.flatMap((y) =>
      subjects.map((s) =>
        y.educationLevel === 'OGE'
          ? { classTypeId: s.id, classYearId: y.id, maxPoints: 40, step: 1, defaultPoints: 30 }
          : { classTypeId: s.id, classYearId: y.id, maxPoints: 100, step: 5, defaultPoints: 80 },
      ),
    );
    if (settings.length) await db.insert(classTypeGoalSettings).values(settings);
    // Each banner for the exam of its class years and in its season (shown by the banner rules).
    await db.insert(banners).values([
      {
        title: 'Весенний интенсив',
        text: 'Две недели разбора сложных заданий ЕГЭ',
        url: '/catalog',
        sortOrder: 1,
        educationLevel: 'EGE',
        seasonFrom: '02-15',
        seasonUntil: '05-31',
      },
      {
        title: 'Осенний старт ЕГЭ',
        text: 'Пробный вариант ЕГЭ с разбором каждую неделю',
        url: '/catalog',
        sortOrder: 1,
        educationLevel: 'EGE',
        seasonFrom: '09-01',
        seasonUntil: '02-14',
      },
      {
        title: 'ОГЭ без паники',
        text: 'Разбор заданий ОГЭ и пробники для 9 класса',
        url: '/catalog',
        sortOrder: 1,
        educationLevel: 'OGE',
        seasonFrom: '09-01',
        seasonUntil: '05-31',
      },
      { title: 'Приведи друга', text: 'Получайте умкоины за каждого друга', url: null, sortOrder: 2 },
    ]);

    const student = await userId(db, 'student@example.com');
    const year = years.find((y) => y.order === 11);
    const [maths, second] = subjects;
    if (student && year && maths && second) {
      await db
        .insert(studentProfiles)
        // The demo student's phone was confirmed at registration: no phone modal at start-up.
        .values({
          userId: student,
          personalDataAcceptedAt: now,
          lotteryAcceptedAt: now,
          phoneConfirmedAt: now,
        })
        .onConflictDoNothing();
      await db.insert(studentGoals).values({ userId: student, classYearId: year.id });
      await db.insert(studentSubjects).values([
        {
          userId: student,
          classTypeId: maths.id,
          goal: 90,
          currentResult: 62,
          isPriority: true,
          programStatus: 'ACTIVE',
        },
        { userId: student, classTypeId: second.id, goal: 75, currentResult: null, programStatus: 'ACTIVE' },
      ]);
      await setStatuses(
        db,
        student,
        ['hasChosenGoals', 'viewedIndividualStudyModal', 'viewedLoyaltyProgram'],
        now,
      );
      await activity(db, student, now);
      // Exam results of the current exam year, so the demo shows the results button (StudentResults).
      await createResultsService(db, () => now).ensure(student);
      await lives(db, student, now);
    }
    const fresh = await userId(db, 'student2@example.com');
    if (fresh) await setStatuses(db, fresh, ['needOnboarding'], now);
  },
};
