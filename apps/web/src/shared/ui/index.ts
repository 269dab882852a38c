export { Logo } from './logo';
export { ErrorScreen } from './error-screen';
export { AuthCard } from './auth-card';
// PhoneInput (react-imask) is imported from './phone-input' directly so that it stays out of the entry chunk.
export { AuthFrame } from './auth-frame';
export { LanguageSelectField } from './language-select-field';
