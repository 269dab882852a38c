export { shopRoutes } from './routes.js';
export { createShopService, type ShopService } from './service.js';
export {
  currencyOf,
  isIndividual,
  loadProducts,
  priceIn,
  productsIn,
  type LoadedProduct,
} from './catalog.js';
export { bundlesIn, loadBundles, toCartBundle, type LoadedBundle } from './bundles.js';
export {
  catalogue,
  catalogueAt,
  catalogueStampSql,
  sharedAnswerOn,
  type CatalogueSnapshot,
} from './catalogue-cache.js';
export { embeddedCourseTypes, type EmbeddedCourseTypes } from './course-types.js';
export {
  assertNotOwned,
  ownedProductTypeIds,
  ownedPlan,
  ownership,
  ownershipOf,
  ownershipOfPlan,
  isRenewablePlan,
  ownsCourse,
  ownedCourseIds,
  ownedUntil,
  ownedUntilMs,
  ownsProduct,
  refuseOwned,
  type Ownership,
} from './ownership.js';
