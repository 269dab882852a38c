export { globalModalsRoutes } from './routes.js';
export {
  createGlobalModal,
  createGlobalModalsService,
  type GlobalModalsService,
  type ModalViewer,
} from './service.js';
export { createFeedbackService, type FeedbackService } from './feedback.js';

import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../calendar/index.js';
import { createFeedbackService } from './feedback.js';
import { globalModalsRoutes } from './routes.js';
import { createGlobalModalsService } from './service.js';

/** The area's routes, ready for `api.register`. */
export function globalModalsArea(db: Db, clock: Clock, feed?: ChangeFeed) {
  return globalModalsRoutes(createGlobalModalsService(db, clock, feed), createFeedbackService(db, clock));
}
