export { profileRoutes } from './routes.js';
export { createProfileService, type ProfileService } from './service.js';
export { avatarRoutes, sniffImage } from './avatar.js';
