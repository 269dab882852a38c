export { livesRoutes } from './routes.js';
export {
  createLivesService,
  chargeLife,
  recoverLife,
  globalLifeLost,
  curatorAddLife,
  livesOf,
  type LivesService,
  type LifeResult,
} from './service.js';
