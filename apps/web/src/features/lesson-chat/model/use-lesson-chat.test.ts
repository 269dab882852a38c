import { describe, expect, it } from 'vitest';
import type { ChatJoin, ChatMessage } from '@prepa/contracts';
import { chatReducer, mergeMessages, type ChatState } from './use-lesson-chat';

const msg = (id: number, hidden = false): ChatMessage => ({
  id,
  lessonId: 1,
  text: `сообщение ${id}`,
  createdAt: '2026-11-23T15:00:00Z',
  hidden,
  author: { id: 10 + (id % 2), firstName: 'Анна', lastName: 'Петрова', avatar: null, moderator: false },
});

const join = (role: 'student' | 'moderator', messages: ChatMessage[]): ChatJoin => ({
  lessonId: 1,
  state: 'live',
  role,
  banned: false,
  pinned: null,
  messages,
  unreadCount: 0,
});

const start: ChatState = {
  status: 'online',
  joined: false,
  loadError: null,
  me: 10,
  role: 'student',
  state: 'live',
  banned: false,
  pinned: null,
  messages: [],
  hasEarlier: false,
};

describe('lesson chat state', () => {
  it('keeps messages once each, in order, and only the newest when over the bound', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3), msg(5)], 3);
    expect(merged.map((m) => m.id)).toEqual([2, 3, 5]);
  });

  it('removes hidden messages for a student and marks them for a moderator', () => {
    const student = chatReducer(
      chatReducer(start, { type: 'joined', join: join('student', [msg(1), msg(2)]) }),
      {
        type: 'hidden',
        ids: [2],
      },
    );
    expect(student.messages.map((m) => m.id)).toEqual([1]);
    const moderator = chatReducer(
      chatReducer(start, { type: 'joined', join: join('moderator', [msg(1), msg(2)]) }),
      {
        type: 'hidden',
        ids: [2],
      },
    );
    expect(moderator.messages.map((m) => [m.id, m.hidden])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('a ban concerns only the banned user', () => {
    expect(chatReducer(start, { type: 'ban', userId: 99, banned: true }).banned).toBe(false);
    expect(chatReducer(start, { type: 'ban', userId: 10, banned: true }).banned).toBe(true);
  });
});
