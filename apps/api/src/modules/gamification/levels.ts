/** The level ladder: a student holds the highest level whose exp threshold they reached. */
export interface Level {
  id: number;
  title: string;
  order: number;
  expRequired: number;
  /** Umcoins credited once when the level is reached. */
  rewardUmcoins: number;
}

export const LEVELS: readonly Level[] = [
  { id: 1, title: 'Новичок', order: 1, expRequired: 0, rewardUmcoins: 0 },
  { id: 2, title: 'Ученик', order: 2, expRequired: 100, rewardUmcoins: 20 },
  { id: 3, title: 'Знаток', order: 3, expRequired: 300, rewardUmcoins: 40 },
  { id: 4, title: 'Отличник', order: 4, expRequired: 700, rewardUmcoins: 60 },
  { id: 5, title: 'Мастер', order: 5, expRequired: 1500, rewardUmcoins: 100 },
  { id: 6, title: 'Эксперт', order: 6, expRequired: 3000, rewardUmcoins: 150 },
  { id: 7, title: 'Легенда', order: 7, expRequired: 6000, rewardUmcoins: 250 },
];

export function levelFor(exp: number): Level {
  let current = LEVELS[0] as Level;
  for (const level of LEVELS) if (exp >= level.expRequired) current = level;
  return current;
}

export function nextLevelAfter(level: Level): Level | null {
  return LEVELS.find((l) => l.order === level.order + 1) ?? null;
}

export function publicLevel(level: Level) {
  return { id: level.id, title: level.title, order: level.order, expRequired: level.expRequired };
}

/** Streak milestones: reaching `days` consecutive days credits the reward once per run. */
export const STREAK_REWARDS = [
  { days: 3, umcoins: 10, medals: 0 },
  { days: 7, umcoins: 30, medals: 1 },
  { days: 14, umcoins: 50, medals: 1 },
  { days: 30, umcoins: 100, medals: 2 },
  { days: 60, umcoins: 150, medals: 2 },
  { days: 100, umcoins: 250, medals: 3 },
] as const;
