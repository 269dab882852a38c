export { lessonAccess, isEnrolled, LESSON_MODERATOR_ROLES, type LessonAccess } from './access.js';
export {
  createLessonsService,
  markLessonDoneSeen,
  pendingLessonDoneModals,
  type LessonsService,
  type LessonsServiceOptions,
} from './service.js';
export {
  attachmentDisposition,
  createLinkSigner,
  createMaterialSigner,
  type LinkSigner,
  type MaterialSigner,
} from './materials.js';
export { lessonsRoutes, LESSON_EDITOR_ROLES } from './routes.js';
export { createLessonStaffService, type LessonStaffService } from './staff.js';
export { lessonEntries, timetable, type TimetableSource } from './timetable.js';

import type { Db } from '../../db/client.js';
import type { Clock } from '../calendar/index.js';
import { createMaterialSigner } from './materials.js';
import { lessonsRoutes } from './routes.js';
import { createLessonsService, type LessonsServiceOptions } from './service.js';
import { createLessonStaffService } from './staff.js';

/** The lessons area's routes, ready for `api.register` (the integrator passes extra timetable sources). */
export async function lessonsArea(db: Db, clock: Clock, options: LessonsServiceOptions = {}) {
  const signer = await createMaterialSigner(db);
  return lessonsRoutes(
    createLessonsService(db, clock, signer, options),
    createLessonStaffService(db, clock, signer),
  );
}
