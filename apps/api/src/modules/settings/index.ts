export { settingsRoutes } from './routes.js';
export { SUPPORT_CONTACTS, supportContactsOf } from './support.js';
