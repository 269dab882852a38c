export { outboxRoutes } from './routes.js';
export { createOutboxService, type OutboxService } from './service.js';
