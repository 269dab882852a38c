export { couponRoutes } from './routes.js';
export { createCouponService, type CouponService } from './service.js';
export * from './rules.js';
