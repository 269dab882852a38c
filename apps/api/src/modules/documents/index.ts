export { documentRoutes } from './routes.js';
export { createDocumentService, type DocumentService } from './service.js';
