export { trainingRoutes } from './routes.js';
export {
  createTrainingService,
  addMistakeCard,
  type MistakeCardInput,
  type TrainingService,
} from './service.js';
export { createLevelTestService, type LevelTestService } from './level-tests.js';
export { addHomeworkMistakes, type WrongHomeworkTask } from './mistakes.js';
