export { resultsRoutes } from './routes.js';
export { createResultsService, type ResultsService } from './service.js';
