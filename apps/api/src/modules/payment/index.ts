export { paymentRoutes, INVOICE_MANAGER_ROLES } from './routes.js';
export { sandboxRoutes } from './sandbox-routes.js';
export { createPaymentService, type PaymentService } from './service.js';
export { enrol, grantTransaction } from './grant.js';
export { REFUND_DUE } from './present.js';
export { SELLER } from './seller.js';
