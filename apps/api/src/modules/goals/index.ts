import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../gamification/index.js';
import { createProgramService } from './program.js';
import { createRecommendationService } from './recommendations.js';
import { createGoalsService } from './service.js';

export { goalsRoutes, type GoalsServices } from './routes.js';
export { createGoalsService, type GoalsService } from './service.js';
export { createProgramService, type ProgramService } from './program.js';
export { createGoalQueries } from './queries.js';

export function createGoalsServices(db: Db, clock: Clock, feed?: ChangeFeed) {
  return {
    goals: createGoalsService(db, clock, feed),
    program: createProgramService(db, clock, feed),
    recommendations: createRecommendationService(db, clock, feed),
  };
}
