export { StaffHome } from './components/staff-home';
export { StaffNav } from './components/staff-nav';
export { staffKind, type StaffKind } from './model/staff-kind';
export { registerStaffTranslations } from './i18n';
