export { authRoutes } from './routes.js';
export { createAuthService, type AuthService } from './service.js';
export { createRegistrationService, type RegistrationService } from './registration.js';
export { createPasswordHasher, createTokenSigner, type PasswordHasher } from './crypto.js';
