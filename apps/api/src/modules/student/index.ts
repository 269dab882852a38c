export { studentRoutes } from './routes.js';
export { createStudentService, type StudentService, type OtpPort } from './service.js';
export { createBannerService, type BannerService } from './banners.js';
export { ensureStudentProfile, setStatuses } from './statuses.js';
