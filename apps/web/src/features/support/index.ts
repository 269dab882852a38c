import './i18n';

export { SupportMenu, SupportContactList } from './components/support-menu';
export { SupportLine } from './components/support-line';
export { useSupportContacts, supportContactsQueryOptions } from './api/support';
export { supportLinks } from './model/links';
