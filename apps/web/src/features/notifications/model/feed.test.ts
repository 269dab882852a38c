import { describe, expect, it } from 'vitest';
import type { Notification } from '@prepa/contracts';
import { badgeText, feedReducer, hasMore, initialFeed } from './feed';

const n = (id: number, isRead = false): Notification => ({
  id,
  text: `Уведомление ${id}`,
  icon: 'homework',
  timestamp: 1_800_000_000 + id,
  isRead,
  type: 'homework_checked',
  itemId: 5,
  payload: null,
  buttonUrl: '/redirect?type=homework_checked&itemId=5',
});

describe('the notification feed', () => {
  it('resets on the first page, appends later pages without duplicates, and knows when there are more', () => {
    const first = feedReducer(initialFeed, {
      type: 'page',
      offset: 0,
      page: { notifications: [n(12), n(11)], unreadCount: 12, totalCount: 12 },
    });
    expect(hasMore(first)).toBe(true);
    const second = feedReducer(first, {
      type: 'page',
      offset: 2,
      page: { notifications: [n(11), n(10)], unreadCount: 12, totalCount: 12 },
    });
    expect(second.items.map((x) => x.id)).toEqual([12, 11, 10]);
    // Reconnecting loads the first page again and replaces the list.
    const again = feedReducer(second, {
      type: 'page',
      offset: 0,
      page: { notifications: [n(13)], unreadCount: 1, totalCount: 13 },
    });
    expect(again.items.map((x) => x.id)).toEqual([13]);
  });

  it('puts a pushed notification first once, with the server’s unread count', () => {
    const s = feedReducer(initialFeed, {
      type: 'page',
      offset: 0,
      page: { notifications: [n(1)], unreadCount: 1, totalCount: 1 },
    });
    const pushed = feedReducer(s, { type: 'new', push: { notification: n(2), unreadCount: 2 } });
    expect(pushed.items.map((x) => x.id)).toEqual([2, 1]);
    expect(pushed).toMatchObject({ unreadCount: 2, totalCount: 2 });
    const twice = feedReducer(pushed, { type: 'new', push: { notification: n(2), unreadCount: 2 } });
    expect(twice.items).toHaveLength(2);
    expect(twice.totalCount).toBe(2);
  });

  it('marks read one and all', () => {
    const s = feedReducer(initialFeed, {
      type: 'page',
      offset: 0,
      page: { notifications: [n(2), n(1)], unreadCount: 2, totalCount: 2 },
    });
    const one = feedReducer(s, { type: 'read', notification: n(1, true), unreadCount: 1, totalCount: 2 });
    expect(one.items.map((x) => x.isRead)).toEqual([false, true]);
    const all = feedReducer(one, { type: 'readAll', unreadCount: 0, totalCount: 2 });
    expect(all.items.every((x) => x.isRead)).toBe(true);
    expect(all.unreadCount).toBe(0);
  });

  it('shows the badge as the spec says: nothing, the number, then 9+', () => {
    expect(badgeText(0, 9)).toBeNull();
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(10, 9)).toBe('9+');
  });
});
