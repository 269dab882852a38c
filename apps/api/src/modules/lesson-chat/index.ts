import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { Realtime } from '../../realtime/index.js';
import type { ChatAccess } from './access.js';
import { lessonChannel, lessonChatEndpoint } from './routes.js';
import { createChatService } from './service.js';

export { lessonChatEndpoint, lessonChannel } from './routes.js';
export { createChatService, type ChatService, type ChatEvent } from './service.js';
export { type ChatAccess, type LessonAccessInfo } from './access.js';

/** Mounts the lesson chat socket on the real-time layer; events of a lesson go through its bus. */
export function lessonChatArea(
  realtime: Realtime,
  deps: { db: Db; limiter: RateLimiter; access: ChatAccess },
) {
  const chat = createChatService({
    ...deps,
    publish: (lessonId, event) => realtime.bus.publish(lessonChannel(lessonId), event),
  });
  lessonChatEndpoint(realtime, chat);
  return chat;
}
