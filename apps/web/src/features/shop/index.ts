export { CatalogStart } from './components/catalog-start';
export { Catalog } from './components/catalog';
export { BundleList } from './components/bundle-list';
export { parseCatalogParams } from './model/catalog-params';
export { PriceTag } from './components/price-tag';
export { registerShopTranslations } from './i18n';
