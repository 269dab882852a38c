import type { EducationGoal } from '@prepa/contracts';

export interface GoalDraft {
  classTypeId: number;
  title: string;
  goal: number;
  currentResult: number | null;
  isPriority: boolean;
  maxPoints: number;
  step: number;
}

/** Drafts from the server's goals; a single subject is the priority automatically. */
export function toDrafts(goals: readonly EducationGoal[]): GoalDraft[] {
  const drafts = goals.map((g) => ({
    classTypeId: g.classType.id,
    title: g.classType.title,
    goal: g.goal,
    currentResult: g.currentResult,
    isPriority: g.isPriority,
    maxPoints: g.goalSettings.maxPoints,
    step: g.goalSettings.step,
  }));
  if (drafts.length === 1) return drafts.map((d) => ({ ...d, isPriority: true }));
  const first = drafts.findIndex((d) => d.isPriority);
  return drafts.map((d, i) => ({ ...d, isPriority: i === first }));
}

/** Exactly one priority: choosing one clears the others; un-choosing leaves none. */
export function togglePriority(drafts: readonly GoalDraft[], classTypeId: number): GoalDraft[] {
  return drafts.map((d) => ({
    ...d,
    isPriority: d.classTypeId === classTypeId ? !d.isPriority : false,
  }));
}

export function canStudy(drafts: readonly GoalDraft[]): boolean {
  return drafts.filter((d) => d.isPriority).length === 1;
}

export function setGoal(drafts: readonly GoalDraft[], classTypeId: number, goal: number): GoalDraft[] {
  return drafts.map((d) => (d.classTypeId === classTypeId ? { ...d, goal } : d));
}

export function toPatch(drafts: readonly GoalDraft[]) {
  return drafts.map((d) => ({
    classType: d.classTypeId,
    goal: d.goal,
    currentResult: d.currentResult,
    isPriority: d.isPriority,
  }));
}
