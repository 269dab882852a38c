import { describe, expect, it } from 'vitest';
import type { EducationGoal } from '@prepa/contracts';
import { canStudy, toDrafts, togglePriority, toPatch } from './priority';

const goal = (id: number, isPriority = false): EducationGoal => ({
  classType: { id, title: `S${id}` },
  goal: 50,
  currentResult: null,
  isPriority,
  countedSum: null,
  goalSettings: { maxPoints: 100, step: 5, defaultPoints: 50 },
});

describe('priority rules', () => {
  it('a single subject is the priority automatically', () => {
    const drafts = toDrafts([goal(1)]);
    expect(drafts[0]?.isPriority).toBe(true);
    expect(canStudy(drafts)).toBe(true);
  });
  it('"to study" needs exactly one priority', () => {
    const drafts = toDrafts([goal(1), goal(2)]);
    expect(canStudy(drafts)).toBe(false);
    expect(canStudy(togglePriority(drafts, 2))).toBe(true);
  });
  it('choosing one clears the others; choosing it again clears it', () => {
    let drafts = togglePriority(toDrafts([goal(1), goal(2), goal(3)]), 1);
    drafts = togglePriority(drafts, 3);
    expect(drafts.map((d) => d.isPriority)).toEqual([false, false, true]);
    expect(canStudy(togglePriority(drafts, 3))).toBe(false);
  });
  it('patches in the contract shape', () => {
    expect(toPatch(togglePriority(toDrafts([goal(4), goal(5)]), 5))).toEqual([
      { classType: 4, goal: 50, currentResult: null, isPriority: false },
      { classType: 5, goal: 50, currentResult: null, isPriority: true },
    ]);
  });
});
