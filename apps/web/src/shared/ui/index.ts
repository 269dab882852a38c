export { Logo } from './logo';
export { ErrorScreen } from './error-screen';
export { AuthCard } from './auth-card';
