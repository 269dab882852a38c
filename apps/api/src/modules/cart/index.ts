export { cartRoutes } from './routes.js';
export { createCartService, type CartService } from './service.js';
export { callerOf, optionalUser } from './caller.js';
export { resolveCart, cartByHash, ownCart, type CartCaller, type CartRow } from './resolve.js';
export { priceCart, type PricedCart } from './view.js';
export { cartReads, type CartContents, type CartReads } from './contents.js';
