import { eq } from 'drizzle-orm';
import { newModalSchema, ONBOARDING_HINTS, type NewModal } from '@prepa/contracts';
import type { Db } from '../db/client.js';
import { studentProfiles, users } from '../db/schema/index.js';
import { createGlobalModal } from '../modules/global-modals/index.js';
import { setStatuses } from '../modules/student/index.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import type { SeedStep } from './index.js';

/**
 * The account that sees the demo's global modals (and the journey e2e/tests/global-modals.spec.ts).
 * The demo modals target it alone: a welcome on start-up and a sequence in the shop would otherwise
 * stand in front of every other journey's student.
 */
export const MODALS_STUDENT_EMAIL = 'modals-student@example.com';

async function modalsStudent(db: Db, hashPassword: (p: string) => Promise<string>): Promise<number | null> {
  await db
    .insert(users)
    .values({
      email: MODALS_STUDENT_EMAIL,
      username: 'modals_student',
      role: 'STUDENT_ROLE',
      firstName: 'Вера',
      lastName: 'Опросова',
      phone: '+79000000021',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      acceptedPdpp: true,
    })
    .onConflictDoNothing();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, MODALS_STUDENT_EMAIL));
  if (!user) return null;
  const now = new Date();
  // Past every start-up step and hint, so what shows is the global modals alone.
  await db
    .insert(studentProfiles)
    .values({
      userId: user.id,
      personalDataAcceptedAt: now,
      lotteryAcceptedAt: now,
      phoneConfirmedAt: now,
      onboardingState: Object.fromEntries(ONBOARDING_HINTS.map((h) => [h, true])),
    })
    .onConflictDoNothing();
  await setStatuses(
    db,
    user.id,
    [
      'hasChosenGoals',
      'viewedIndividualStudyModal',
      'viewedLoyaltyProgram',
      'viewedSocialAccount',
      'viewedReferralIntroduction',
      'viewedLanguageSelect',
    ],
    now,
  );
  return user.id;
}

function demoModals(studentId: number): NewModal[] {
  const studentIds = [studentId];
  return [
    {
      action: 'OPEN',
      title: 'Новый сезон подготовки начался!',
      textContent:
        'Мы обновили курсы к экзаменам следующего года: новые вебинары, домашние задания и тренажёры уже ждут вас.',
      buttonText: 'Поехали',
      studentIds,
    },
    {
      action: 'SHOP',
      order: 1,
      title: 'Скидки на мастер-группы',
      textContent: 'До конца месяца мастер-группы к ЕГЭ и ОГЭ — со скидкой 20 %.',
      studentIds,
    },
    {
      action: 'SHOP',
      order: 2,
      title: 'Помогите нам стать лучше',
      textContent: 'Ответьте на один вопрос — это займёт пару секунд.',
      canSkip: false,
      studentIds,
      polls: [
        {
          type: 'RADIO_POLL',
          question: 'Что для вас главное при выборе курса?',
          variants: [{ text: 'Цена' }, { text: 'Преподаватель' }, { text: 'Отзывы учеников' }],
        },
      ],
    },
    {
      action: 'MAIN',
      showStyle: 'CORNER',
      title: 'Ваше мнение',
      showTitle: false,
      studentIds,
      polls: [{ type: 'SCALE_POLL', question: 'Насколько вероятно, что вы порекомендуете нас другу?' }],
    },
  ];
}

export const globalModalsSeed: SeedStep = {
  name: 'global-modals',
  async run({ db, hashPassword }) {
    const studentId = await modalsStudent(db, hashPassword);
    if (studentId === null) return;
    for (const modal of demoModals(studentId)) await createGlobalModal(db, null, newModalSchema.parse(modal));
  },
};
