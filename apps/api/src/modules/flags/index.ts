export { flagRoutes } from './routes.js';
export { createFlagService, defaultFlagRows, CLIENT_KEYS, type FlagService } from './service.js';
