import type { ChatLessonState, ChatRole } from '@prepa/contracts';
import type { Db } from '../../db/client.js';

/** What the lessons module says about a user and a lesson (null: no such lesson for this user). */
export interface LessonAccessInfo {
  lessonId: number;
  productTypeId: number;
  state: ChatLessonState;
  role: ChatRole;
}

/**
 * The lessons module's `lessonAccess`: enrolled students of the lesson's product and chat
 * moderators get an answer, everyone else null (the chat then answers 404, as for a missing lesson).
 */
export type ChatAccess = (db: Db, userId: number, lessonId: number) => Promise<LessonAccessInfo | null>;
