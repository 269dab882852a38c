import './i18n';

export { SupportMenu } from './components/support-menu';
export { SupportContactList } from './components/support-contact-list';
export { SupportLine } from './components/support-line';
export { useSupportContacts, supportContactsQueryOptions } from './api/support';
export { supportLinks } from './model/links';
