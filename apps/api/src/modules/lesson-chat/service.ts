import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  min,
  ne,
  sql,
} from 'drizzle-orm';
import {
  CHAT_PAGE_SIZE,
  CHAT_POST_LIMIT,
  type ChatJoin,
  type ChatMessage,
  type ChatPage,
  type ChatReportAction,
  type ChatReportList,
  type ChatReportResolved,
  type PaginationQuery,
  type UserRole,
} from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import {
  chatBans,
  chatMessages,
  chatPins,
  chatReads,
  chatReports,
  lessons,
  users,
} from '../../db/schema/index.js';
import { ClientError, NotFound, PermissionDenied } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { ChatAccess, LessonAccessInfo } from './access.js';

const MODERATOR_ROLES: readonly UserRole[] = ['CHAT_MODERATOR', 'HEAD_MODERATOR'];

export interface ChatCaller {
  id: number;
  role: UserRole;
}

/** What a chat event tells the sockets of a lesson (through the bus). */
export type ChatEvent =
  | { push: 'new'; data: ChatMessage }
  | { push: 'hide_user_messages'; data: { lessonId: number; messageIds: number[] } }
  | { push: 'show_user_messages'; data: { lessonId: number; messages: ChatMessage[] } }
  | { push: 'pin_message'; data: { lessonId: number; pinned: ChatMessage | null } }
  | { push: 'ban_user'; data: { lessonId: number; userId: number; banned: boolean } };

export interface ChatServiceDeps {
  db: Db;
  access: ChatAccess;
  limiter: RateLimiter;
  /** Delivers an event to every socket of the lesson, on every instance. */
  publish(lessonId: number, event: ChatEvent): Promise<void>;
}

export class ChatNotLive extends ClientError {
  constructor() {
    super(403, 'chat_not_live');
  }
}
export class ChatBanned extends ClientError {
  constructor() {
    super(403, 'chat_banned');
  }
}
/** Resolving a message whose reports are all resolved already (or that was never reported). */
export class ChatReportsResolved extends ClientError {
  constructor() {
    super(400, 'chat_reports_resolved');
  }
}

const messageColumns = {
  id: chatMessages.id,
  lessonId: chatMessages.lessonId,
  text: chatMessages.text,
  hidden: chatMessages.hidden,
  createdAt: chatMessages.createdAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  role: users.role,
};
type MessageRow = {
  id: number;
  lessonId: number;
  text: string;
  hidden: boolean;
  createdAt: Date;
  authorId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: UserRole;
};

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    lessonId: row.lessonId,
    text: row.text,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    author: {
      id: row.authorId,
      firstName: row.firstName,
      lastName: row.lastName,
      avatar: row.avatar,
      moderator: MODERATOR_ROLES.includes(row.role),
    },
  };
}

export function createChatService({ db, access, limiter, publish }: ChatServiceDeps) {
  /** The caller's access to the lesson; not enrolled or no such lesson → 404. */
  async function accessOf(caller: ChatCaller, lessonId: number): Promise<LessonAccessInfo> {
    const info = await access(db, caller.id, lessonId);
    if (!info) throw new NotFound();
    // The lessons module decides the role; a moderator account is never a mere student, nor the reverse.
    const moderator = info.role === 'moderator' && MODERATOR_ROLES.includes(caller.role);
    return { ...info, role: moderator ? 'moderator' : 'student' };
  }

  async function moderatorOf(caller: ChatCaller, lessonId: number): Promise<LessonAccessInfo> {
    const info = await accessOf(caller, lessonId);
    if (info.role !== 'moderator') throw new PermissionDenied();
    return info;
  }

  const visible = (info: LessonAccessInfo) =>
    info.role === 'moderator'
      ? eq(chatMessages.lessonId, info.lessonId)
      : and(eq(chatMessages.lessonId, info.lessonId), eq(chatMessages.hidden, false));

  async function page(
    info: LessonAccessInfo,
    beforeId: number | undefined,
    limit: number,
  ): Promise<ChatPage> {
    const rows = await db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(visible(info), beforeId ? lt(chatMessages.id, beforeId) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit + 1);
    return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
  }

  async function messageById(lessonId: number, messageId: number): Promise<ChatMessage | null> {
    const [row] = await db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(eq(chatMessages.lessonId, lessonId), eq(chatMessages.id, messageId)));
    return row ? toMessage(row) : null;
  }

  async function visibleMessage(info: LessonAccessInfo, messageId: number): Promise<ChatMessage> {
    const message = await messageById(info.lessonId, messageId);
    if (!message || (message.hidden && info.role !== 'moderator'))
      throw new NotFound('chat_message_not_found');
    return message;
  }

  async function isBanned(lessonId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: chatBans.userId })
      .from(chatBans)
      .where(and(eq(chatBans.lessonId, lessonId), eq(chatBans.userId, userId)));
    return Boolean(row);
  }

  async function pinned(info: LessonAccessInfo): Promise<ChatMessage | null> {
    const [pin] = await db.select().from(chatPins).where(eq(chatPins.lessonId, info.lessonId));
    if (!pin) return null;
    const message = await messageById(info.lessonId, pin.messageId);
    return message && (!message.hidden || info.role === 'moderator') ? message : null;
  }

  async function unreadCount(info: LessonAccessInfo, userId: number): Promise<number> {
    const [mark] = await db
      .select({ lastReadId: chatReads.lastReadId })
      .from(chatReads)
      .where(and(eq(chatReads.lessonId, info.lessonId), eq(chatReads.userId, userId)));
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(visible(info), gt(chatMessages.id, mark?.lastReadId ?? 0), ne(chatMessages.userId, userId)));
    return row?.n ?? 0;
  }

  async function markRead(info: LessonAccessInfo, userId: number, upTo: number): Promise<number> {
    await db
      .insert(chatReads)
      .values({ lessonId: info.lessonId, userId, lastReadId: upTo })
      .onConflictDoUpdate({
        target: [chatReads.lessonId, chatReads.userId],
        set: { lastReadId: sql`greatest(${chatReads.lastReadId}, ${upTo})`, updatedAt: new Date() },
      });
    return unreadCount(info, userId);
  }

  /** Ids of the lesson's messages to hide or show: one message, or all of one author's. */
  async function targetIds(
    lessonId: number,
    target: { messageId: number } | { userId: number },
  ): Promise<number[]> {
    const rows = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.lessonId, lessonId),
          'messageId' in target
            ? eq(chatMessages.id, target.messageId)
            : eq(chatMessages.userId, target.userId),
        ),
      );
    if ('messageId' in target && rows.length === 0) throw new NotFound('chat_message_not_found');
    return rows.map((r) => r.id);
  }

  async function setHidden(
    caller: ChatCaller,
    lessonId: number,
    target: { messageId: number } | { userId: number },
    hidden: boolean,
  ) {
    await moderatorOf(caller, lessonId);
    const ids = await targetIds(lessonId, target);
    if (ids.length > 0) {
      await db
        .update(chatMessages)
        .set({ hidden, hiddenBy: hidden ? caller.id : null })
        .where(inArray(chatMessages.id, ids));
    }
    if (hidden) {
      await publish(lessonId, { push: 'hide_user_messages', data: { lessonId, messageIds: ids } });
    } else {
      const rows =
        ids.length === 0
          ? []
          : await db
              .select(messageColumns)
              .from(chatMessages)
              .innerJoin(users, eq(users.id, chatMessages.userId))
              .where(inArray(chatMessages.id, ids))
              .orderBy(asc(chatMessages.id));
      await publish(lessonId, {
        push: 'show_user_messages',
        data: { lessonId, messages: rows.map(toMessage) },
      });
    }
    return { messageIds: ids, hidden };
  }

  async function ban(caller: ChatCaller, lessonId: number, userId: number, banned: boolean) {
    await moderatorOf(caller, lessonId);
    if (userId === caller.id) throw new ClientError(400, 'invalid');
    const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) throw new NotFound();
    if (banned) {
      await db.insert(chatBans).values({ lessonId, userId, bannedBy: caller.id }).onConflictDoNothing();
    } else {
      await db.delete(chatBans).where(and(eq(chatBans.lessonId, lessonId), eq(chatBans.userId, userId)));
    }
    await publish(lessonId, { push: 'ban_user', data: { lessonId, userId, banned } });
    return { userId, banned };
  }

  return {
    accessOf,

    /** stream_live: what a client needs to show the chat of a lesson. */
    async join(caller: ChatCaller, lessonId: number): Promise<ChatJoin> {
      const info = await accessOf(caller, lessonId);
      const last = await page(info, undefined, CHAT_PAGE_SIZE);
      return {
        lessonId,
        state: info.state,
        role: info.role,
        banned: await isBanned(lessonId, caller.id),
        pinned: await pinned(info),
        messages: last.messages,
        unreadCount: await unreadCount(info, caller.id),
      };
    },

    /** stream_post: a message while the lesson is live, by a participant not banned, within the rate. */
    async post(caller: ChatCaller, lessonId: number, text: string): Promise<ChatMessage> {
      const info = await accessOf(caller, lessonId);
      if (info.state !== 'live') throw new ChatNotLive();
      if (await isBanned(lessonId, caller.id)) throw new ChatBanned();
      await limiter.reserve(`chat:${caller.id}`, CHAT_POST_LIMIT);
      const [row] = await db
        .insert(chatMessages)
        .values({ lessonId, userId: caller.id, text })
        .returning({ id: chatMessages.id });
      if (!row) throw new Error('message not stored');
      const message = await messageById(lessonId, row.id);
      if (!message) throw new Error('message not found after insert');
      await publish(lessonId, { push: 'new', data: message });
      return message;
    },

    /** stream_get: messages after an id (catching up after a reconnect), oldest first. */
    async after(caller: ChatCaller, lessonId: number, afterId: number): Promise<ChatPage> {
      const info = await accessOf(caller, lessonId);
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(and(visible(info), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(101);
      return { messages: rows.slice(0, 100).map(toMessage), hasMore: rows.length > 100 };
    },

    /** history: older messages, pages of `limit` before `beforeId` (also after the lesson). */
    async history(caller: ChatCaller, lessonId: number, beforeId?: number, limit = CHAT_PAGE_SIZE) {
      return page(await accessOf(caller, lessonId), beforeId, limit);
    },

    async get(caller: ChatCaller, lessonId: number, messageId: number): Promise<ChatMessage> {
      return visibleMessage(await accessOf(caller, lessonId), messageId);
    },

    /** new: the messages of others the caller has not read yet (at most a page). */
    async unread(caller: ChatCaller, lessonId: number) {
      const info = await accessOf(caller, lessonId);
      const [mark] = await db
        .select({ lastReadId: chatReads.lastReadId })
        .from(chatReads)
        .where(and(eq(chatReads.lessonId, lessonId), eq(chatReads.userId, caller.id)));
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(
          and(visible(info), gt(chatMessages.id, mark?.lastReadId ?? 0), ne(chatMessages.userId, caller.id)),
        )
        .orderBy(asc(chatMessages.id))
        .limit(CHAT_PAGE_SIZE);
      return { messages: rows.map(toMessage), unreadCount: await unreadCount(info, caller.id) };
    },

    async read(caller: ChatCaller, lessonId: number, messageId: number) {
      const info = await accessOf(caller, lessonId);
      await visibleMessage(info, messageId);
      return { unreadCount: await markRead(info, caller.id, messageId) };
    },

    async readAll(caller: ChatCaller, lessonId: number) {
      const info = await accessOf(caller, lessonId);
      const [row] = await db
        .select({ id: sql<number | null>`max(${chatMessages.id})` })
        .from(chatMessages)
        .where(eq(chatMessages.lessonId, lessonId));
      return { unreadCount: await markRead(info, caller.id, Number(row?.id ?? 0)) };
    },

    setHidden,

    ban,

    async pin(caller: ChatCaller, lessonId: number, messageId: number | null) {
      const info = await moderatorOf(caller, lessonId);
      if (messageId === null) {
        await db.delete(chatPins).where(eq(chatPins.lessonId, lessonId));
      } else {
        await visibleMessage(info, messageId);
        await db
          .insert(chatPins)
          .values({ lessonId, messageId, pinnedBy: caller.id })
          .onConflictDoUpdate({
            target: chatPins.lessonId,
            set: { messageId, pinnedBy: caller.id, pinnedAt: new Date() },
          });
      }
      const current = messageId === null ? null : await messageById(lessonId, messageId);
      await publish(lessonId, { push: 'pin_message', data: { lessonId, pinned: current } });
      return { pinned: current };
    },

    async getPin(caller: ChatCaller, lessonId: number) {
      return { pinned: await pinned(await accessOf(caller, lessonId)) };
    },

    /** report_user_message: once per reporter and message (a second report changes nothing). */
    async report(caller: ChatCaller, lessonId: number, messageId: number, reason: string) {
      await visibleMessage(await accessOf(caller, lessonId), messageId);
      await db.insert(chatReports).values({ messageId, reporterId: caller.id, reason }).onConflictDoNothing();
      return { reported: true };
    },

    /** The moderators' screen: messages with open reports, the longest waiting first. */
    async openReports({
      limit,
      offset,
    }: PaginationQuery): Promise<Omit<ChatReportList, 'next' | 'previous'>> {
      const open = isNull(chatReports.resolvedAt);
      const [total] = await db
        .select({ n: countDistinct(chatReports.messageId) })
        .from(chatReports)
        .where(open);
      const firstAt = min(chatReports.createdAt);
      const rows = await db
        .select({
          messageId: chatMessages.id,
          lessonId: chatMessages.lessonId,
          lessonTitle: lessons.title,
          text: chatMessages.text,
          hidden: chatMessages.hidden,
          messageCreatedAt: chatMessages.createdAt,
          authorId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          reportsCount: count(chatReports.id),
          reasons: sql<
            string[]
          >`coalesce(array_agg(${chatReports.reason} order by ${chatReports.createdAt}, ${chatReports.id}) filter (where ${chatReports.reason} <> ''), '{}')`,
          firstReportedAt: firstAt,
          lastReportedAt: max(chatReports.createdAt),
        })
        .from(chatReports)
        .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .innerJoin(lessons, eq(lessons.id, chatMessages.lessonId))
        .where(open)
        .groupBy(chatMessages.id, users.id, lessons.id)
        .orderBy(asc(firstAt), asc(chatMessages.id))
        .limit(limit)
        .offset(offset);
      return {
        count: total?.n ?? 0,
        results: rows.map((r) => ({
          messageId: r.messageId,
          lessonId: r.lessonId,
          lessonTitle: r.lessonTitle,
          text: r.text,
          hidden: r.hidden,
          messageCreatedAt: r.messageCreatedAt.toISOString(),
          author: { id: r.authorId, firstName: r.firstName, lastName: r.lastName },
          reportsCount: r.reportsCount,
          reasons: r.reasons,
          firstReportedAt: new Date(r.firstReportedAt ?? 0).toISOString(),
          lastReportedAt: new Date(r.lastReportedAt ?? 0).toISOString(),
        })),
      };
    },

    /**
     * Resolves every open report of a message: `dismiss` only closes them, `hide` hides the message and
     * `hide_and_ban` also bans its author in that lesson — through the same setHidden/ban as the chat's
     * moderators, so the lesson's sockets get the same pushes. Nothing open → 400 chat_reports_resolved.
     */
    async resolveReports(
      caller: ChatCaller,
      messageId: number,
      action: ChatReportAction,
    ): Promise<ChatReportResolved> {
      const [message] = await db
        .select({ lessonId: chatMessages.lessonId, authorId: chatMessages.userId })
        .from(chatMessages)
        .where(eq(chatMessages.id, messageId));
      if (!message) throw new NotFound('chat_message_not_found');
      const [waiting] = await db
        .select({ n: count() })
        .from(chatReports)
        .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)));
      if (!waiting?.n) throw new ChatReportsResolved();
      await moderatorOf(caller, message.lessonId);
      if (action !== 'dismiss') await setHidden(caller, message.lessonId, { messageId }, true);
      if (action === 'hide_and_ban') await ban(caller, message.lessonId, message.authorId, true);
      const closed = await db
        .update(chatReports)
        .set({ resolvedAt: new Date(), resolvedBy: caller.id, resolution: action })
        .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)))
        .returning({ id: chatReports.id });
      // Two moderators at once: the second finds nothing left to close and is told so.
      if (closed.length === 0) throw new ChatReportsResolved();
      return { messageId, action, resolved: closed.length };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
