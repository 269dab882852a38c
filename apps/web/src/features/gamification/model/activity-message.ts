import type { DailyStrike } from '@prepa/contracts';

export type ActivityMessage = 'keepPace' | 'stepMade' | 'firstStep';

/** The three messages of spec 1 §4 "Activity widget". */
export function activityMessage(strike: Pick<DailyStrike, 'strikeDays' | 'todayEarned'>): ActivityMessage {
  if (strike.todayEarned) return 'stepMade';
  if (strike.strikeDays > 0) return 'keepPace';
  return 'firstStep';
}
