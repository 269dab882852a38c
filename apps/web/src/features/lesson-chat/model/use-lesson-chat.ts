import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  LESSON_CHAT_PATH,
  type ChatJoin,
  type ChatMessage,
  type ChatPage,
  type ChatRole,
  type ChatLessonState,
} from '@prepa/contracts';
import { ApiError } from '../../../shared/api';
import { RealtimeClient, type RealtimeStatus } from '../../../shared/api/realtime';
import { i18next } from '../../../shared/i18n';

/** At most this many messages are kept (and rendered); older ones come back through "show earlier". */
export const MAX_KEPT_MESSAGES = 300;

export interface ChatState {
  status: RealtimeStatus;
  joined: boolean;
  loadError: ApiError | null;
  me: number | null;
  role: ChatRole;
  state: ChatLessonState;
  banned: boolean;
  pinned: ChatMessage | null;
  messages: ChatMessage[];
  hasEarlier: boolean;
}

type Event =
  | { type: 'status'; status: RealtimeStatus }
  | { type: 'me'; id: number }
  | { type: 'joined'; join: ChatJoin }
  | { type: 'loadError'; error: ApiError }
  | { type: 'upsert'; messages: ChatMessage[] }
  | { type: 'earlier'; page: ChatPage }
  | { type: 'hidden'; ids: number[] }
  | { type: 'pinned'; pinned: ChatMessage | null }
  | { type: 'ban'; userId: number; banned: boolean };

const initial: ChatState = {
  status: 'connecting',
  joined: false,
  loadError: null,
  me: null,
  role: 'student',
  state: 'live',
  banned: false,
  pinned: null,
  messages: [],
  hasEarlier: false,
};

/** Adds or replaces messages by id, keeps them in id order and bounded to the newest ones. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[], keep = MAX_KEPT_MESSAGES) {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  const all = [...byId.values()].sort((a, b) => a.id - b.id);
  return all.length > keep ? all.slice(all.length - keep) : all;
}

export function chatReducer(s: ChatState, e: Event): ChatState {
  switch (e.type) {
    case 'status':
      return { ...s, status: e.status };
    case 'me':
      return { ...s, me: e.id };
    case 'joined':
      return {
        ...s,
        joined: true,
        loadError: null,
        role: e.join.role,
        state: e.join.state,
        banned: e.join.banned,
        pinned: e.join.pinned,
        messages: mergeMessages(s.messages, e.join.messages),
        hasEarlier: s.messages.length === 0 ? e.join.messages.length >= 50 : s.hasEarlier,
      };
    case 'loadError':
      return { ...s, loadError: e.error };
    case 'upsert': {
      const shown = s.role === 'moderator' ? e.messages : e.messages.filter((m) => !m.hidden);
      return { ...s, messages: mergeMessages(s.messages, shown) };
    }
    case 'earlier':
      return {
        ...s,
        messages: mergeMessages(s.messages, e.page.messages, s.messages.length + e.page.messages.length),
        hasEarlier: e.page.hasMore,
      };
    case 'hidden': {
      const ids = new Set(e.ids);
      const messages =
        s.role === 'moderator'
          ? s.messages.map((m) => (ids.has(m.id) ? { ...m, hidden: true } : m))
          : s.messages.filter((m) => !ids.has(m.id));
      const pinned = s.pinned && ids.has(s.pinned.id) && s.role !== 'moderator' ? null : s.pinned;
      return { ...s, messages, pinned };
    }
    case 'pinned':
      return { ...s, pinned: e.pinned };
    case 'ban':
      return e.userId === s.me ? { ...s, banned: e.banned } : s;
  }
}

export interface LessonChat extends ChatState {
  send(text: string): Promise<void>;
  loadEarlier(): Promise<void>;
  retry(): void;
  hide(message: ChatMessage, hidden: boolean): Promise<void>;
  hideAuthor(message: ChatMessage): Promise<void>;
  ban(message: ChatMessage, banned: boolean): Promise<void>;
  pin(message: ChatMessage | null): Promise<void>;
  report(message: ChatMessage): Promise<void>;
}

/** One socket per mounted panel: joins the lesson, keeps its messages live, rejoins after reconnects. */
export function useLessonChat(lessonId: number): LessonChat {
  const [state, dispatch] = useReducer(chatReducer, initial);
  const clientRef = useRef<RealtimeClient | null>(null);
  const lastIdRef = useRef(0);
  lastIdRef.current = state.messages.at(-1)?.id ?? 0;

  const join = useCallback(async () => {
    const client = clientRef.current;
    if (!client) return;
    try {
      const joined = await client.request<ChatJoin>('stream_live', { lessonId });
      dispatch({ type: 'joined', join: joined });
      // After a reconnect: whatever was said while we were away (beyond the last page).
      if (lastIdRef.current > 0) {
        const missed = await client.request<ChatPage>('stream_get', { lessonId, afterId: lastIdRef.current });
        dispatch({ type: 'upsert', messages: missed.messages });
      }
      void client.request('read_all', { lessonId }).catch(() => undefined);
    } catch (error) {
      dispatch({ type: 'loadError', error: error instanceof ApiError ? error : ApiError.network() });
    }
  }, [lessonId]);

  useEffect(() => {
    const client = new RealtimeClient({
      path: LESSON_CHAT_PATH,
      language: () => i18next.language,
      onStatus: (status) => dispatch({ type: 'status', status }),
      onReady: (user) => {
        dispatch({ type: 'me', id: user.id });
        void join();
      },
      onPush: (push, data) => {
        const d = data as Record<string, unknown>;
        if (d.lessonId !== undefined && d.lessonId !== lessonId) return;
        if (push === 'new') dispatch({ type: 'upsert', messages: [data as ChatMessage] });
        else if (push === 'hide_user_messages') dispatch({ type: 'hidden', ids: d.messageIds as number[] });
        else if (push === 'show_user_messages')
          dispatch({
            type: 'upsert',
            messages: (d.messages as ChatMessage[]).map((m) => ({ ...m, hidden: false })),
          });
        else if (push === 'pin_message')
          dispatch({ type: 'pinned', pinned: (d.pinned as ChatMessage | null) ?? null });
        else if (push === 'ban_user')
          dispatch({ type: 'ban', userId: d.userId as number, banned: d.banned as boolean });
      },
    });
    clientRef.current = client;
    client.start();
    return () => {
      client.stop();
      clientRef.current = null;
    };
  }, [lessonId, join]);

  const call = useCallback(
    async <T>(action: string, payload: Record<string, unknown>): Promise<T> => {
      const client = clientRef.current;
      if (!client) throw ApiError.network();
      return client.request<T>(action, { lessonId, ...payload });
    },
    [lessonId],
  );

  return useMemo<LessonChat>(
    () => ({
      ...state,
      async send(text) {
        const message = await call<ChatMessage>('stream_post', { text });
        dispatch({ type: 'upsert', messages: [message] });
      },
      async loadEarlier() {
        const first = state.messages[0]?.id;
        const page = await call<ChatPage>('history', first ? { beforeId: first } : {});
        dispatch({ type: 'earlier', page });
      },
      retry() {
        void join();
      },
      async hide(message, hidden) {
        await call(hidden ? 'hide_user_messages' : 'show_user_messages', { messageId: message.id });
      },
      async hideAuthor(message) {
        await call('hide_user_messages', { userId: message.author.id });
      },
      async ban(message, banned) {
        await call('ban_user', { userId: message.author.id, banned });
      },
      async pin(message) {
        await call('pin_message', { messageId: message?.id ?? null });
      },
      async report(message) {
        await call('report_user_message', { messageId: message.id });
      },
    }),
    [state, call, join],
  );
}
