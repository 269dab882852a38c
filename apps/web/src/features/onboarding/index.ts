import { registerStudentTexts } from '../profile';

registerStudentTexts();

export { StudentStartup } from './components/student-startup';
export { OnboardingTooltips } from './components/onboarding-tooltips';
export { decideStartupRedirect, ignoresOnboarding } from './model/startup-redirect';
export { nextHint } from './model/next-hint';
