export { authRoutes } from './routes.js';
export { createAuthService, type AuthService } from './service.js';
export { createRegistrationService, type RegistrationService } from './registration.js';
export { createPasswordHasher, createTokenSigner, type PasswordHasher } from './crypto.js';
export { parseSessionForget, SESSION_CACHE_CHANNEL } from './session-cache.js';
