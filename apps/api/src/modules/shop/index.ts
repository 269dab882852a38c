export { shopRoutes } from './routes.js';
export { createShopService, type ShopService } from './service.js';
export { currencyOf, isIndividual, loadProducts, priceIn, type LoadedProduct } from './catalog.js';
export { loadBundles, type LoadedBundle } from './bundles.js';
export { assertNotOwned, ownedProductTypeIds, ownership, ownershipOf, type Ownership } from './ownership.js';
