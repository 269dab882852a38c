export { cpaRoutes } from './routes.js';
export { createCpaService, CPA_MARKERS_PER_IP, type CpaService } from './service.js';
