export { progressRoutes } from './routes.js';
export { createProgressService, type ProgressService } from './service.js';
