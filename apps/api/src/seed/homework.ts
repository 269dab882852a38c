import { and, eq, inArray } from 'drizzle-orm';
import {
  isAnswerRight,
  ONBOARDING_HINTS,
  type Criterion,
  type HomeworkStatus,
  type TaskAnswer,
  type TaskKey,
  type TaskPayload,
  type TaskResult,
} from '@prepa/contracts';
import type { Db } from '../db/client.js';
import {
  enrollments,
  homework,
  homeworkEvents,
  homeworkSubmissions,
  homeworkTasks,
  classYears,
  productTypes,
  products,
  studentGoals,
  studentProfiles,
  studentSubjects,
  users,
} from '../db/schema/index.js';
import { setStatuses } from '../modules/student/index.js';
import type { SeedStep } from './index.js';

/** The account of the homework journey (e2e/tests/homework.spec.ts): enrolled in the maths master group. */
export const HOMEWORK_E2E_EMAIL = 'homework-student@example.com';
export const HOMEWORK_E2E_TITLE = 'Самостоятельная работа: уравнения и отбор корней';

interface SeedTask {
  kind: TaskPayload['kind'];
  examTaskNumber: number;
  topic: string;
  points: number;
  star?: boolean;
  text: string;
  hint?: string;
  theoryUrl?: string;
  payload: TaskPayload;
  key: TaskKey;
  explanation: string;
  criteria?: Criterion[];
}

const MATH_CORE: SeedTask[] = [
  {
    kind: 'SHORT',
    examTaskNumber: 6,
    topic: 'Показательные уравнения',
    points: 1,
    star: true,
    text: 'Найдите корень уравнения 2^(4 − 2x) = 64.',
    hint: 'Представьте 64 как степень двойки.',
    theoryUrl: '/lessons',
    payload: { kind: 'SHORT', answerType: 'number' },
    key: { kind: 'SHORT', accepted: ['-1'] },
    explanation: '64 = 2⁶, поэтому 4 − 2x = 6, откуда x = −1.',
  },
  {
    kind: 'SHORT',
    examTaskNumber: 4,
    topic: 'Теория вероятностей',
    points: 1,
    text: 'В сборнике билетов по биологии всего 25 билетов, в двух из них встречается вопрос о грибах. Найдите вероятность того, что в случайно выбранном билете будет вопрос о грибах.',
    payload: { kind: 'SHORT', answerType: 'number' },
    key: { kind: 'SHORT', accepted: ['0.08'] },
    explanation: 'Благоприятных исходов 2 из 25: 2 : 25 = 0,08.',
  },
  {
    kind: 'SINGLE',
    examTaskNumber: 7,
    topic: 'Логарифмы',
    points: 1,
    text: 'Чему равно значение выражения log₃ 54 − log₃ 2?',
    payload: { kind: 'SINGLE', options: ['2', '3', '27', '52'] },
    key: { kind: 'SINGLE', choice: 1 },
    explanation: 'log₃ 54 − log₃ 2 = log₃ 27 = 3.',
  },
  {
    kind: 'MULTIPLE',
    examTaskNumber: 11,
    topic: 'Графики функций',
    points: 2,
    text: 'Отметьте все функции, которые возрастают на всей области определения.',
    payload: { kind: 'MULTIPLE', options: ['y = 2ˣ', 'y = x²', 'y = log₀,₅ x', 'y = 3x − 1'] },
    key: { kind: 'MULTIPLE', choices: [0, 3] },
    explanation:
      'Показательная функция с основанием 2 > 1 и линейная с k = 3 > 0 возрастают; парабола и логарифм с основанием 0,5 — нет.',
  },
  {
    kind: 'MATCHING',
    examTaskNumber: 8,
    topic: 'Производная',
    points: 2,
    text: 'Установите соответствие между функциями и их производными.',
    payload: {
      kind: 'MATCHING',
      left: ['y = x³', 'y = sin x', 'y = eˣ'],
      right: ['y′ = eˣ', 'y′ = 3x²', 'y′ = cos x'],
    },
    key: { kind: 'MATCHING', pairs: [1, 2, 0] },
    explanation: '(x³)′ = 3x², (sin x)′ = cos x, (eˣ)′ = eˣ.',
  },
  {
    kind: 'ORDERING',
    examTaskNumber: 7,
    topic: 'Сравнение чисел',
    points: 1,
    text: 'Расположите числа в порядке возрастания.',
    payload: { kind: 'ORDERING', items: ['√10', '3', 'log₂ 5', '2,5'] },
    key: { kind: 'ORDERING', order: [2, 3, 1, 0] },
    explanation: 'log₂ 5 ≈ 2,32 < 2,5 < 3 < √10 ≈ 3,16.',
  },
  {
    kind: 'LONG',
    examTaskNumber: 13,
    topic: 'Тригонометрические уравнения',
    points: 2,
    text: 'а) Решите уравнение 2cos²x − 3sin x − 3 = 0. б) Найдите все корни этого уравнения, принадлежащие отрезку [π; 5π/2].',
    hint: 'Замените cos²x на 1 − sin²x.',
    theoryUrl: '/lessons',
    payload: { kind: 'LONG' },
    key: {
      kind: 'LONG',
      sample: 'а) −π/2 + 2πk, −π/6 + 2πk, −5π/6 + 2πk, k ∈ Z; б) 7π/6, 3π/2, 11π/6.',
    },
    explanation:
      'После замены получаем 2sin²x + 3sin x + 1 = 0, sin x = −1 или sin x = −1/2. На отрезке [π; 5π/2] лежат 7π/6, 3π/2 и 11π/6.',
    criteria: [
      { id: 'a', title: 'Обоснованно получен верный ответ в пункте а', maxPoints: 1 },
      { id: 'b', title: 'Верно выполнен отбор корней в пункте б', maxPoints: 1 },
    ],
  },
];

const MATH_AUTO: SeedTask[] = [
  {
    kind: 'SHORT',
    examTaskNumber: 1,
    topic: 'Планиметрия',
    points: 1,
    text: 'В треугольнике ABC угол C равен 90°, AC = 6, BC = 8. Найдите AB.',
    payload: { kind: 'SHORT', answerType: 'number' },
    key: { kind: 'SHORT', accepted: ['10'] },
    explanation: 'По теореме Пифагора AB = √(36 + 64) = 10.',
  },
  {
    kind: 'SHORT',
    examTaskNumber: 2,
    topic: 'Векторы',
    points: 1,
    text: 'Даны векторы a(3; 4) и b(1; −2). Найдите скалярное произведение a · b.',
    payload: { kind: 'SHORT', answerType: 'number' },
    key: { kind: 'SHORT', accepted: ['-5'] },
    explanation: '3 · 1 + 4 · (−2) = −5.',
  },
  {
    kind: 'SINGLE',
    examTaskNumber: 5,
    topic: 'Теория вероятностей',
    points: 1,
    star: true,
    text: 'Монету бросают дважды. Какова вероятность того, что оба раза выпадет орёл?',
    payload: { kind: 'SINGLE', options: ['0,5', '0,25', '0,75', '1'] },
    key: { kind: 'SINGLE', choice: 1 },
    explanation: 'Исходов четыре, благоприятный один: 1/4 = 0,25.',
  },
];

const MATH_WORD: SeedTask[] = [
  {
    kind: 'SHORT',
    examTaskNumber: 10,
    topic: 'Текстовые задачи',
    points: 1,
    text: 'Моторная лодка прошла против течения 112 км и вернулась обратно, затратив на обратный путь на 6 часов меньше. Скорость течения 3 км/ч. Найдите скорость лодки в неподвижной воде (км/ч).',
    payload: { kind: 'SHORT', answerType: 'number' },
    key: { kind: 'SHORT', accepted: ['11'] },
    explanation: '112/(v − 3) − 112/(v + 3) = 6 ⇒ 672 = 6(v² − 9) ⇒ v² = 121 ⇒ v = 11.',
  },
  {
    kind: 'LONG',
    examTaskNumber: 12,
    topic: 'Производная',
    points: 2,
    text: 'Найдите точку максимума функции y = x³ − 48x + 17. Запишите решение полностью.',
    payload: { kind: 'LONG' },
    key: {
      kind: 'LONG',
      sample: 'y′ = 3x² − 48 = 0 ⇒ x = ±4; y′ меняет знак с + на − в точке x = −4. Ответ: −4.',
    },
    explanation:
      'Производная 3x² − 48 обращается в ноль при x = ±4; при переходе через −4 знак меняется с плюса на минус.',
    criteria: [
      { id: 'a', title: 'Найдена производная и её нули', maxPoints: 1 },
      { id: 'b', title: 'Обоснован выбор точки максимума', maxPoints: 1 },
    ],
  },
];

const RUSSIAN: SeedTask[] = [
  {
    kind: 'SHORT',
    examTaskNumber: 9,
    topic: 'Правописание корней',
    points: 1,
    text: 'Вставьте пропущенную букву: з..рево (безударная чередующаяся гласная в корне).',
    payload: { kind: 'SHORT', answerType: 'text' },
    key: { kind: 'SHORT', accepted: ['а'] },
    explanation: 'Корень -зар-/-зор-: без ударения пишется А (зарево), исключение — зоревать.',
  },
  {
    kind: 'SHORT',
    examTaskNumber: 5,
    topic: 'Паронимы',
    points: 1,
    star: true,
    text: 'Исправьте лексическую ошибку, выписав верное слово: «Он одел пальто и вышел на улицу».',
    payload: { kind: 'SHORT', answerType: 'text' },
    key: { kind: 'SHORT', accepted: ['надел'] },
    explanation: 'Надеть что-либо на себя (надел пальто), одеть кого-либо (одел ребёнка).',
  },
  {
    kind: 'SINGLE',
    examTaskNumber: 10,
    topic: 'Правописание приставок',
    points: 1,
    text: 'В каком слове на месте пропуска пишется буква Е?',
    payload: {
      kind: 'SINGLE',
      options: ['пр..брежный', 'пр..бывать (в городе)', 'пр..школьный', 'пр..сесть'],
    },
    key: { kind: 'SINGLE', choice: 1 },
    explanation:
      'Пребывать (находиться) пишется с ПРЕ-; в остальных словах приставка ПРИ- со значением близости или неполноты действия: прибрежный, пришкольный, присесть.',
  },
  {
    kind: 'MULTIPLE',
    examTaskNumber: 12,
    topic: 'Правописание глаголов',
    points: 2,
    text: 'Отметьте слова, в которых на месте пропуска пишется буква И.',
    payload: { kind: 'MULTIPLE', options: ['они бор..тся', 'ты кле..шь', 'они стел..тся', 'вы завис..те'] },
    key: { kind: 'MULTIPLE', choices: [1, 3] },
    explanation:
      'Клеить и зависеть — II спряжение (клеишь, зависите); бороться, стелиться — I спряжение (борются, стелются).',
  },
  {
    kind: 'MATCHING',
    examTaskNumber: 8,
    topic: 'Грамматические нормы',
    points: 2,
    text: 'Установите соответствие между предложениями и допущенными в них ошибками.',
    payload: {
      kind: 'MATCHING',
      left: [
        'Благодаря усилиям волонтёров, парк был убран.',
        'Читая книгу, у меня возникло много вопросов.',
        'Согласно приказа директора занятия перенесли.',
      ],
      right: [
        'неправильное употребление падежной формы',
        'ошибка с деепричастным оборотом',
        'лишняя запятая при предлоге',
      ],
    },
    key: { kind: 'MATCHING', pairs: [2, 1, 0] },
    explanation:
      'После «благодаря» запятая не нужна; деепричастие должно относиться к подлежащему; «согласно» требует дательного падежа: согласно приказу.',
  },
  {
    kind: 'ORDERING',
    examTaskNumber: 1,
    topic: 'Средства связи предложений',
    points: 1,
    text: 'Восстановите порядок предложений в тексте.',
    payload: {
      kind: 'ORDERING',
      items: [
        'Поэтому уже в XVIII веке Ломоносов писал о «трёх штилях».',
        'Русский язык всегда соединял книжное и разговорное начала.',
        'Это учение помогло упорядочить литературный язык.',
      ],
    },
    key: { kind: 'ORDERING', order: [1, 0, 2] },
    explanation: 'Сначала тезис, затем следствие («поэтому») и итог («это учение»).',
  },
  {
    kind: 'LONG',
    examTaskNumber: 27,
    topic: 'Сочинение',
    points: 4,
    text: 'Напишите сочинение по прочитанному тексту Д. С. Лихачёва о памяти. Сформулируйте проблему, прокомментируйте её, выразите позицию автора и своё отношение к ней (не менее 150 слов).',
    payload: { kind: 'LONG' },
    key: {
      kind: 'LONG',
      sample:
        'Проблема: роль памяти в жизни человека и общества. Позиция автора: память — основа совести и нравственности.',
    },
    explanation:
      'Оцениваются формулировка проблемы, комментарий с двумя примерами и связью между ними, позиция автора и обоснованное отношение к ней.',
    criteria: [
      { id: 'k1', title: 'K1. Формулировка проблемы', maxPoints: 1 },
      { id: 'k2', title: 'K2. Комментарий к проблеме', maxPoints: 1 },
      { id: 'k3', title: 'K3. Позиция автора', maxPoints: 1 },
      { id: 'k4', title: 'K4. Отношение к позиции автора', maxPoints: 1 },
    ],
  },
];

const RUSSIAN_PUNCT: SeedTask[] = [
  {
    kind: 'SHORT',
    examTaskNumber: 16,
    topic: 'Пунктуация в сложносочинённом предложении',
    points: 1,
    text: 'Укажите номер предложения, в котором нужно поставить одну запятую: 1) Ночью шёл дождь и дул ветер. 2) Ветер стих и на небе появились звёзды.',
    payload: { kind: 'SHORT', answerType: 'number' },
    key: { kind: 'SHORT', accepted: ['2'] },
    explanation:
      'В первом предложении у основ общий второстепенный член «ночью», запятая не нужна; во втором его нет — запятая перед «и».',
  },
  {
    kind: 'SINGLE',
    examTaskNumber: 17,
    topic: 'Обособленные члены',
    points: 1,
    text: 'Где нужна запятая? «Уставшие от долгой дороги (1) путники (2) остановились на ночлег».',
    payload: { kind: 'SINGLE', options: ['1', '2', 'нигде'] },
    key: { kind: 'SINGLE', choice: 2 },
    explanation: 'Причастный оборот стоит перед определяемым словом и не обособляется.',
  },
  {
    kind: 'LONG',
    examTaskNumber: 21,
    topic: 'Пунктуационный анализ',
    points: 2,
    text: 'Найдите в тексте предложения, в которых тире ставится по одному и тому же правилу, и объясните это правило.',
    payload: { kind: 'LONG' },
    key: {
      kind: 'LONG',
      sample: 'Тире между подлежащим и сказуемым, выраженными существительными в именительном падеже.',
    },
    explanation: 'Правило: тире ставится между подлежащим и сказуемым, выраженными существительными.',
    criteria: [
      { id: 'a', title: 'Найдены предложения', maxPoints: 1 },
      { id: 'b', title: 'Объяснено правило', maxPoints: 1 },
    ],
  },
];

const DAY = 86_400_000;
/** 23:59 in Moscow (the RU platform's zone), `days` from today. */
function deadlineIn(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 20, 59));
}

async function typeOf(db: Db, productTitle: string): Promise<{ typeId: number; productId: number } | null> {
  const [p] = await db
    .select({ id: products.id, typeId: products.productTypeId })
    .from(products)
    .where(eq(products.title, productTitle));
  return p ? { typeId: p.typeId, productId: p.id } : null;
}

/** Inserts a homework with its tasks unless one with this title exists for the course (idempotent). */
async function ensureHomework(db: Db, typeId: number, title: string, deadline: Date, tasks: SeedTask[]) {
  const [seen] = await db
    .select({ id: homework.id })
    .from(homework)
    .where(and(eq(homework.productTypeId, typeId), eq(homework.title, title)));
  if (seen) return { id: seen.id, created: false };
  const [hw] = await db.insert(homework).values({ productTypeId: typeId, title, deadline }).returning();
  if (!hw) throw new Error('homework not written');
  await db.insert(homeworkTasks).values(
    tasks.map((t, i) => ({
      homeworkId: hw.id,
      position: i + 1,
      kind: t.kind,
      examTaskNumber: t.examTaskNumber,
      topic: t.topic,
      points: t.points,
      star: t.star ?? false,
      text: t.text,
      hint: t.hint ?? null,
      theoryUrl: t.theoryUrl ?? null,
      payload: t.payload,
      answerKey: t.key,
      explanation: t.explanation,
      criteria: t.criteria ?? [],
    })),
  );
  return { id: hw.id, created: true };
}

/** The right answer of a task (a long answer: its sample), or a wrong one when `wrong`. */
function answerFor(task: typeof homeworkTasks.$inferSelect, wrong: boolean): TaskAnswer {
  const k = task.answerKey;
  switch (k.kind) {
    case 'SHORT':
      return { kind: 'SHORT', value: wrong ? '7' : (k.accepted[0] ?? '') };
    case 'SINGLE':
      return { kind: 'SINGLE', choice: wrong ? (k.choice + 1) % 2 : k.choice };
    case 'MULTIPLE':
      return { kind: 'MULTIPLE', choices: wrong ? [0] : k.choices };
    case 'MATCHING':
      return { kind: 'MATCHING', pairs: wrong ? [...k.pairs].reverse() : k.pairs };
    case 'ORDERING':
      return { kind: 'ORDERING', order: wrong ? [...k.order].reverse() : k.order };
    case 'LONG':
      return { kind: 'LONG', text: k.sample, files: [] };
  }
}

/**
 * A submission in a given state, written directly (no ledger, no lives): the demo student's exp and
 * lives are read by other journeys and must not move. `wrongPositions` are answered wrong.
 */
async function ensureSubmission(
  db: Db,
  homeworkId: number,
  userId: number,
  status: HomeworkStatus,
  opts: { wrongPositions?: number[]; curatorId?: number | null; submittedDaysAgo?: number } = {},
) {
  const tasks = await db.select().from(homeworkTasks).where(eq(homeworkTasks.homeworkId, homeworkId));
  const answers: Record<string, TaskAnswer> = {};
  for (const t of tasks)
    answers[String(t.id)] = answerFor(t, (opts.wrongPositions ?? []).includes(t.position));
  const checked = !['UNDONE', 'DONE', 'EXPIRED', 'RESENT'].includes(status);
  const results: TaskResult[] = tasks.map((t) => {
    const right =
      t.kind === 'LONG'
        ? checked
          ? !(opts.wrongPositions ?? []).includes(t.position)
          : null
        : isAnswerRight(t.answerKey, answers[String(t.id)]);
    return {
      taskId: t.id,
      isCorrect: right,
      points: right ? t.points : 0,
      maxPoints: t.points,
      criteriaScores:
        t.kind === 'LONG' && checked
          ? Object.fromEntries(t.criteria.map((c) => [c.id, right ? c.maxPoints : 0]))
          : {},
      comment:
        t.kind === 'LONG' && checked
          ? right
            ? 'Хорошая работа, все критерии выполнены.'
            : 'Не хватает обоснования, перечитайте разбор.'
          : '',
      fixedAt: null,
    };
  });
  const submittedAt = status === 'EXPIRED' ? null : new Date(Date.now() - (opts.submittedDaysAgo ?? 1) * DAY);
  const score = results.reduce((s, r) => s + r.points, 0);
  const maxScore = results.reduce((s, r) => s + r.maxPoints, 0);
  const rows = await db
    .insert(homeworkSubmissions)
    .values({
      homeworkId,
      userId,
      status,
      answers: status === 'EXPIRED' ? {} : answers,
      draftSavedAt: submittedAt,
      results: status === 'EXPIRED' || status === 'UNDONE' ? [] : results,
      score: checked ? score : null,
      maxScore,
      submittedAt,
      checkedAt: checked && submittedAt ? new Date(submittedAt.getTime() + 5 * 3_600_000) : null,
      curatorId: opts.curatorId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: homeworkSubmissions.id });
  const sub = rows[0];
  if (sub && checked) {
    await db
      .insert(homeworkEvents)
      .values({
        submissionId: sub.id,
        userId,
        kind: 'HOMEWORK_DONE',
        toStatus: status,
        eventKey: `homework-done:${sub.id}`,
        payload: { homeworkId, score, maxScore },
      })
      .onConflictDoNothing();
  }
}

/** The journey's student has chosen goals and confirmed a phone, so start-up sends them nowhere. */
async function journeyStudentReady(db: Db, userId: number, typeId: number) {
  const now = new Date();
  await db
    .insert(studentProfiles)
    .values({ userId, personalDataAcceptedAt: now, lotteryAcceptedAt: now, phoneConfirmedAt: now })
    .onConflictDoNothing();
  const [type] = await db.select().from(productTypes).where(eq(productTypes.id, typeId));
  const [year] = await db.select().from(classYears).where(eq(classYears.order, 11));
  const [goals] = await db.select().from(studentGoals).where(eq(studentGoals.userId, userId));
  if (!goals && year && type?.classTypeId) {
    await db.insert(studentGoals).values({ userId, classYearId: year.id });
    await db.insert(studentSubjects).values({
      userId,
      classTypeId: type.classTypeId,
      goal: 80,
      currentResult: null,
      isPriority: true,
      programStatus: 'ACTIVE',
    });
  }
  const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  if (!profile?.statuses.hasChosenGoals) {
    await setStatuses(
      db,
      userId,
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
  // Past the onboarding hints too: the journey's clicks are never covered by a tip.
  await db
    .update(studentProfiles)
    .set({ onboardingState: Object.fromEntries(ONBOARDING_HINTS.map((h) => [h, true])) })
    .where(eq(studentProfiles.userId, userId));
}

export const homeworkSeed: SeedStep = {
  name: 'homework',
  async run({ db, hashPassword }) {
    const math = await typeOf(db, 'Математика ЕГЭ — мастер-группа');
    const russian = await typeOf(db, 'Предбанник ЕГЭ: Русский язык');
    if (!math || !russian) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['student@example.com', 'curator@example.com']));
    const student = people.find((p) => p.email === 'student@example.com')?.id;
    const curator = people.find((p) => p.email === 'curator@example.com')?.id ?? null;

    await ensureHomework(db, math.typeId, 'Уравнения, вероятность и производная', deadlineIn(4), MATH_CORE);
    const auto = await ensureHomework(
      db,
      math.typeId,
      'Задания 1–5: планиметрия, векторы, вероятность',
      deadlineIn(-3),
      MATH_AUTO,
    );
    const word = await ensureHomework(
      db,
      math.typeId,
      'Текстовые задачи и исследование функции',
      deadlineIn(2),
      MATH_WORD,
    );
    const late = await ensureHomework(
      db,
      math.typeId,
      'Повторение: логарифмы',
      deadlineIn(-10),
      MATH_AUTO.slice(0, 2),
    );
    await ensureHomework(
      db,
      russian.typeId,
      'Орфография, нормы и сочинение (задания 1–27)',
      deadlineIn(6),
      RUSSIAN,
    );
    const punct = await ensureHomework(
      db,
      russian.typeId,
      'Пунктуация: задания 16–21',
      deadlineIn(-5),
      RUSSIAN_PUNCT,
    );
    if (student) {
      await ensureSubmission(db, auto.id, student, 'CHECKED_BY_SITE', {
        wrongPositions: [2],
        submittedDaysAgo: 4,
      });
      await ensureSubmission(db, word.id, student, 'DONE', { submittedDaysAgo: 1 });
      await ensureSubmission(db, late.id, student, 'EXPIRED');
      await ensureSubmission(db, punct.id, student, 'CHECKED_BY_CURATOR', {
        wrongPositions: [1],
        curatorId: curator,
        submittedDaysAgo: 6,
      });
    }

    // The homework journey's own student and homework (automatic tasks and a long answer).
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, HOMEWORK_E2E_EMAIL));
    let e2eId = existing?.id;
    if (!e2eId) {
      const [u] = await db
        .insert(users)
        .values({
          email: HOMEWORK_E2E_EMAIL,
          username: 'homework-student',
          role: 'STUDENT_ROLE',
          firstName: 'Дмитрий',
          lastName: 'Задачин',
          phone: '+79000000019',
          passwordHash: await hashPassword('demo1234'),
          acceptedPdpp: true,
        })
        .returning({ id: users.id });
      e2eId = u?.id;
    }
    if (!e2eId) return;
    await journeyStudentReady(db, e2eId, math.typeId);
    await db
      .insert(enrollments)
      .values({
        userId: e2eId,
        productId: math.productId,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + 365 * DAY),
        grantKey: `seed-homework:${e2eId}:${math.productId}`,
        source: 'COUPON',
      })
      .onConflictDoNothing();
    await ensureHomework(db, math.typeId, HOMEWORK_E2E_TITLE, deadlineIn(30), [
      MATH_CORE[0]!,
      MATH_CORE[2]!,
      MATH_CORE[5]!,
      MATH_CORE[6]!,
    ]);
  },
};
