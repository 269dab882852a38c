import { registerStudentTexts } from '../profile';

registerStudentTexts();

export { GoalsForm } from './components/goals-form';
export { ClassTypeSelect } from './components/class-type-select';
export { IndividualProgramModal } from './components/individual-program-modal';
export {
  useGoals,
  useClassYears,
  useClassTypes,
  useStudentClassTypes,
  useGoalAndPurchaseClassTypes,
} from './api/goals';
export { useProgramStatus, useProgramGoals } from './api/individual-program';
export { Recommendations } from './components/recommendations';
export { useRecommendations, useReaction, recommendationsQueryOptions } from './api/recommendations';
