export { StaffHome } from './components/staff-home';
export { StaffNav } from './components/staff-nav';
export { ChatReportList } from './components/chat-report-list';
export { staffKind, type StaffKind } from './model/staff-kind';
export { registerStaffTranslations } from './i18n';
