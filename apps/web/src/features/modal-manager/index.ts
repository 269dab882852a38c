import { registerModalManagerTexts } from './i18n/register';

registerModalManagerTexts();

/** The managers' screen of global modals and polls (spec 1 §8); the students' side is global-modals. */
export { ManagerModals } from './components/manager-modals';
