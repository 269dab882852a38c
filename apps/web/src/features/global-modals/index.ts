import { registerGlobalModalsTexts } from './i18n/register';

registerGlobalModalsTexts();

export { GlobalModals } from './components/global-modals';
export { FeedbackForm } from './components/feedback-form';
export { useModalQueue } from './model/queue-store';
