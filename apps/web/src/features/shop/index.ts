export { CatalogStart } from './components/catalog-start';
export { Catalog } from './components/catalog';
export { BundleList } from './components/bundle-list';
export { parseCatalogParams } from './model/catalog-params';
export { PriceTag } from './components/price-tag';
export { registerShopTranslations } from './i18n';
export { CoursePreviewCard } from './components/course-preview-card';
export { CourseCover } from './components/course-cover';
export { GuestCatalogNotice } from './components/guest-catalog-notice';
export { TeacherModal } from './components/teacher-modal';
/** The teacher dialog's module, for screens that load it on first use (the guest landing). */
export const loadTeacherModal = () => import('./components/teacher-modal');
export { useProducts } from './api/get-products';
export { useClassTypes } from './api/get-class-filters';
export { teachersOf, type TeacherBrief } from './model/teachers';
export { ownImage } from './model/images';
export { sysCourseTypesQueryOptions } from './api/get-sys-course-types';
