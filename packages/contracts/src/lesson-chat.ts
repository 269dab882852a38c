import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import type { UserRole } from './roles.js';

/*
 * The real-time protocol (docs/realtime.md) and the live lesson chat (docs/lesson-chat.md).
 * Everything here is camelCase; the wire is snake_case, converted at both ends.
 */

/** How long a socket may stay open without authenticating (ms). */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/** The server pings every socket this often and drops one that missed the previous pong. */
export const SOCKET_HEARTBEAT_MS = 30_000;
/** Close codes of our sockets (4000-4999 are the application's). */
export const SOCKET_CLOSE = {
  /** No or a bad access token: the client should refresh its token before reconnecting. */
  unauthenticated: 4401,
  /** The server is shutting down (1001 "going away"). */
  goingAway: 1001,
  /**
   * The token could not be checked now (the database did not answer): reconnect later with the same
   * token. Never a reason to refresh it — a refresh rotates the refresh token, and one cut short by a
   * page load would end the session.
   */
  tryAgainLater: 1013,
} as const;

/** A client's request: `{action, requestId, ...payload}`. The first one must be `auth`. */
export const socketRequestSchema = z.looseObject({
  action: z.string().min(1).max(64),
  requestId: z.union([z.string().min(1).max(64), z.number().int()]),
});
export type SocketRequest = z.infer<typeof socketRequestSchema>;

export const socketAuthSchema = z.object({ token: z.string().min(1).max(4096) });

/** The server's answer to one request; `error` is the standard error body. */
export interface SocketReply<T = unknown> {
  requestId: string | number | null;
  action: string;
  ok: boolean;
  data?: T;
  /** On failure: the HTTP status the same error would have (401 → refresh the token). */
  status?: number;
  error?: { type: string; errors: { code: string; detail: string; attr: string | null }[] };
}

/** What the server pushes on its own: `{push, data}`. */
export interface SocketPush<T = unknown> {
  push: string;
  data: T;
}

// ---------------------------------------------------------------- the lesson chat

export const LESSON_CHAT_PATH = '/ws/lessons/chat/';

/** Spec 1 §3 chat message action types. */
export const CHAT_ACTIONS = [
  'stream_live',
  'stream_post',
  'stream_get',
  'show_user_messages',
  'hide_user_messages',
  'ban_user',
  'pin_message',
  'get_pin_message',
  'report_user_message',
  'get',
  'new',
  'read',
  'read_all',
  'history',
] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/** Pushes of the chat: a new message, messages hidden/shown, the pin changed, a user banned. */
export const CHAT_PUSHES = [
  'new',
  'hide_user_messages',
  'show_user_messages',
  'pin_message',
  'ban_user',
] as const;
export type ChatPush = (typeof CHAT_PUSHES)[number];

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_REPORT_REASON_MAX_LENGTH = 500;
/** Messages per user: at most this many per window, across lessons and instances. */
export const CHAT_POST_LIMIT = { max: 10, windowSeconds: 20 } as const;
export const CHAT_PAGE_SIZE = 50;

export const chatLessonSchema = z.object({ lessonId: idSchema });
export const chatPostSchema = chatLessonSchema.extend({
  text: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'required').max(CHAT_MESSAGE_MAX_LENGTH)),
});
export const chatPageSchema = chatLessonSchema.extend({
  beforeId: idSchema.optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export const chatAfterSchema = chatLessonSchema.extend({
  afterId: z.number().int().min(0).max(2_147_483_647),
});
export const chatMessageRefSchema = chatLessonSchema.extend({ messageId: idSchema });
/** Hide or show one message, or every message of one user in the lesson. */
export const chatVisibilitySchema = z.union([
  chatLessonSchema.extend({ messageId: idSchema }),
  chatLessonSchema.extend({ userId: idSchema }),
]);
export const chatBanSchema = chatLessonSchema.extend({
  userId: idSchema,
  /** false lifts the ban. */
  banned: z.boolean().default(true),
});
export const chatPinSchema = chatLessonSchema.extend({ messageId: idSchema.nullable() });
export const chatReportSchema = chatMessageRefSchema.extend({
  reason: z.string().trim().max(CHAT_REPORT_REASON_MAX_LENGTH).default(''),
});

export type ChatRole = 'student' | 'moderator';
export type ChatLessonState = 'live' | 'recorded' | 'upcoming';

export interface ChatAuthor {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  moderator: boolean;
}

export interface ChatMessage {
  id: number;
  lessonId: number;
  author: ChatAuthor;
  text: string;
  /** ISO date-time. */
  createdAt: string;
  /** Seen only by moderators; students never receive hidden messages. */
  hidden: boolean;
}

export interface ChatJoin {
  lessonId: number;
  state: ChatLessonState;
  role: ChatRole;
  /** The caller may not post (a moderator's ban). */
  banned: boolean;
  pinned: ChatMessage | null;
  messages: ChatMessage[];
  unreadCount: number;
}

export interface ChatPage {
  messages: ChatMessage[];
  hasMore: boolean;
}

// ---------------------------------------------------------------- reported messages (moderators)

/** Who moderates the chats: the reports screen and the hide/ban actions. */
export const CHAT_MODERATOR_ROLES = [
  'CHAT_MODERATOR',
  'HEAD_MODERATOR',
] as const satisfies readonly UserRole[];

/** What a moderator does with a reported message: nothing, hide it, or hide it and ban its author in the lesson. */
export const CHAT_REPORT_ACTIONS = ['dismiss', 'hide', 'hide_and_ban'] as const;
export type ChatReportAction = (typeof CHAT_REPORT_ACTIONS)[number];

export const chatReportListQuerySchema = paginationQuerySchema;
export const chatReportParamsSchema = z.object({ messageId: idParamSchema });
export const chatReportResolveSchema = z.object({ action: z.enum(CHAT_REPORT_ACTIONS) });
export type ChatReportResolve = z.infer<typeof chatReportResolveSchema>;

/** One reported message with its open reports. */
export const chatReportItemSchema = z.object({
  messageId: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  text: z.string(),
  /** Already hidden (a moderator acted from the chat); the reports stay open until resolved. */
  hidden: z.boolean(),
  messageCreatedAt: z.string(),
  author: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  reportsCount: z.number().int(),
  /** The non-empty reasons given, oldest first. */
  reasons: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ChatReportItem = z.infer<typeof chatReportItemSchema>;
export const chatReportListSchema = paginatedSchema(chatReportItemSchema);
export type ChatReportList = z.infer<typeof chatReportListSchema>;

export const chatReportResolvedSchema = z.object({
  messageId: z.number().int(),
  action: z.enum(CHAT_REPORT_ACTIONS),
  /** How many open reports this closed. */
  resolved: z.number().int(),
});
export type ChatReportResolved = z.infer<typeof chatReportResolvedSchema>;
