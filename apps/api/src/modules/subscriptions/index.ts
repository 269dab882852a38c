export { subscriptionRoutes } from './routes.js';
export { createSubscriptionService, type SubscriptionService } from './service.js';
