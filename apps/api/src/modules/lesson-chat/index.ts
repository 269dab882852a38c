import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { Bus, Realtime } from '../../realtime/index.js';
import type { ChatAccess } from './access.js';
import { lessonChannel, lessonChatEndpoint } from './routes.js';
import { createChatService, type ChatService } from './service.js';

export { lessonChatEndpoint, lessonChannel } from './routes.js';
export { chatReportRoutes } from './report-routes.js';
export { createChatService, type ChatService, type ChatEvent } from './service.js';
export { type ChatAccess, type LessonAccessInfo } from './access.js';

/** The chat service; events of a lesson go through the bus to every instance's sockets. */
export function createLessonChat(bus: Bus, deps: { db: Db; limiter: RateLimiter; access: ChatAccess }) {
  return createChatService({
    ...deps,
    publish: (lessonId, event) => bus.publish(lessonChannel(lessonId), event),
  });
}

/** Mounts the lesson chat socket on the real-time layer. */
export function lessonChatArea(realtime: Realtime, chat: ChatService): ChatService {
  lessonChatEndpoint(realtime, chat);
  return chat;
}
