import {
  chatAfterSchema,
  chatBanSchema,
  chatLessonSchema,
  chatMessageRefSchema,
  chatPageSchema,
  chatPinSchema,
  chatPostSchema,
  chatReportSchema,
  chatVisibilitySchema,
  LESSON_CHAT_PATH,
  type ChatAction,
  type ChatRole,
} from '@prepa/contracts';
import { parsePayload, type ActionHandler, type Realtime, type SocketSession } from '../../realtime/index.js';
import type { ChatEvent, ChatService } from './service.js';

export const lessonChannel = (lessonId: number) => `lesson-chat:${lessonId}`;

/** What one socket receives of a lesson's event: students never see a hidden message. */
function deliver(session: SocketSession, role: ChatRole, event: ChatEvent): void {
  if (role === 'student') {
    if (event.push === 'new' && event.data.hidden) return;
    if (event.push === 'pin_message' && event.data.pinned?.hidden) {
      session.push(event.push, { ...event.data, pinned: null });
      return;
    }
  }
  session.push(event.push, event.data);
}

/** The live lesson chat at /ws/lessons/chat/ with the actions of spec 1 §3 (docs/lesson-chat.md). */
export function lessonChatEndpoint(realtime: Realtime, chat: ChatService): void {
  const caller = (session: SocketSession) => ({ id: session.user.id, role: session.user.role });

  const actions: Record<ChatAction, ActionHandler> = {
    async stream_live(session, payload) {
      const { lessonId } = parsePayload(chatLessonSchema, payload);
      const joined = await chat.join(caller(session), lessonId);
      session.state.set(`role:${lessonId}`, joined.role);
      await session.subscribe(lessonChannel(lessonId), (message) => {
        const role = session.state.get(`role:${lessonId}`) as ChatRole | undefined;
        if (role) deliver(session, role, message as ChatEvent);
      });
      return joined;
    },
    async stream_post(session, payload) {
      const { lessonId, text } = parsePayload(chatPostSchema, payload);
      return chat.post(caller(session), lessonId, text);
    },
    async stream_get(session, payload) {
      const { lessonId, afterId } = parsePayload(chatAfterSchema, payload);
      return chat.after(caller(session), lessonId, afterId);
    },
    async history(session, payload) {
      const { lessonId, beforeId, limit } = parsePayload(chatPageSchema, payload);
      return chat.history(caller(session), lessonId, beforeId, limit);
    },
    async get(session, payload) {
      const { lessonId, messageId } = parsePayload(chatMessageRefSchema, payload);
      return chat.get(caller(session), lessonId, messageId);
    },
    async new(session, payload) {
      const { lessonId } = parsePayload(chatLessonSchema, payload);
      return chat.unread(caller(session), lessonId);
    },
    async read(session, payload) {
      const { lessonId, messageId } = parsePayload(chatMessageRefSchema, payload);
      return chat.read(caller(session), lessonId, messageId);
    },
    async read_all(session, payload) {
      const { lessonId } = parsePayload(chatLessonSchema, payload);
      return chat.readAll(caller(session), lessonId);
    },
    async hide_user_messages(session, payload) {
      const { lessonId, ...target } = parsePayload(chatVisibilitySchema, payload);
      return chat.setHidden(caller(session), lessonId, target, true);
    },
    async show_user_messages(session, payload) {
      const { lessonId, ...target } = parsePayload(chatVisibilitySchema, payload);
      return chat.setHidden(caller(session), lessonId, target, false);
    },
    async ban_user(session, payload) {
      const { lessonId, userId, banned } = parsePayload(chatBanSchema, payload);
      return chat.ban(caller(session), lessonId, userId, banned);
    },
    async pin_message(session, payload) {
      const { lessonId, messageId } = parsePayload(chatPinSchema, payload);
      return chat.pin(caller(session), lessonId, messageId);
    },
    async get_pin_message(session, payload) {
      const { lessonId } = parsePayload(chatLessonSchema, payload);
      return chat.getPin(caller(session), lessonId);
    },
    async report_user_message(session, payload) {
      const { lessonId, messageId, reason } = parsePayload(chatReportSchema, payload);
      return chat.report(caller(session), lessonId, messageId, reason);
    },
  };

  realtime.endpoint({ path: LESSON_CHAT_PATH, actions });
}
