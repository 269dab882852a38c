import { registerStudentTexts } from '../profile';
import { registerTasksLivesTexts } from './i18n/register';

// The area's texts, registered by the components that show them (each imports this module for its
// effect) rather than by the area's index: an index that runs code on import is kept whole wherever
// any of it is imported, and with it every component it exports and their imports (Modal, Pagination,
// Table…) — Home's start-up would carry the progress and loyalty pages' pieces (docs/architecture.md).
registerStudentTexts();
registerTasksLivesTexts();
