export { referralRoutes } from './routes.js';
export { createReferralService, type ReferralService } from './service.js';
