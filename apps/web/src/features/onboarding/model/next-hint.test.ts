import { describe, expect, it } from 'vitest';
import { ONBOARDING_HINTS } from '@prepa/contracts';
import { nextHint } from './next-hint';

describe('nextHint', () => {
  it('starts with the first hint of the fixed order', () => {
    expect(nextHint({}, () => true)).toBe(ONBOARDING_HINTS[0]);
  });
  it('goes one by one: each later hint after the previous is done', () => {
    const shown: string[] = [];
    const state: Record<string, boolean> = {};
    for (let h = nextHint(state, () => true); h; h = nextHint(state, () => true)) {
      shown.push(h);
      state[h] = true;
    }
    expect(shown).toEqual([...ONBOARDING_HINTS]);
  });
  it('skips hints whose anchor is missing, without marking them done', () => {
    const onPage = new Set(['completeTasksEveryDay', 'howToGetMoreXp']);
    const state = {};
    expect(nextHint(state, (h) => onPage.has(h))).toBe('completeTasksEveryDay');
    expect(nextHint({ completeTasksEveryDay: true }, (h) => onPage.has(h))).toBe('howToGetMoreXp');
    // The skipped first hint comes back once its anchor exists.
    expect(nextHint({ completeTasksEveryDay: true }, () => true)).toBe('platformSelect');
  });
  it('returns null when everything visible is done', () => {
    expect(nextHint({ howToGetMoreXp: true }, (h) => h === 'howToGetMoreXp')).toBeNull();
  });
});
