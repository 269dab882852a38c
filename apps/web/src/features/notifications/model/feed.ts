import type { Notification, NotificationList, NotificationNew } from '@prepa/contracts';
import type { RealtimeStatus } from '../../../shared/api/realtime';

/** The bell's list: the pages loaded so far (newest first), the counts and the socket's state. */
export interface FeedState {
  items: Notification[];
  unreadCount: number;
  totalCount: number;
  status: RealtimeStatus;
  /** The first page after (re)connecting has arrived. */
  loaded: boolean;
  loadingMore: boolean;
  error: boolean;
}

export type FeedAction =
  | { type: 'status'; status: RealtimeStatus }
  /** A page: offset 0 replaces the list (spec: the list resets when the socket connects). */
  | { type: 'page'; offset: number; page: NotificationList }
  | { type: 'loadingMore' }
  | { type: 'failed' }
  | { type: 'new'; push: NotificationNew }
  | { type: 'read'; notification: Notification; unreadCount: number; totalCount: number }
  | { type: 'readAll'; unreadCount: number; totalCount: number };

export const initialFeed: FeedState = {
  items: [],
  unreadCount: 0,
  totalCount: 0,
  status: 'connecting',
  loaded: false,
  loadingMore: false,
  error: false,
};

export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'status':
      return { ...state, status: action.status };
    case 'page': {
      const { notifications, unreadCount, totalCount } = action.page;
      const kept = action.offset === 0 ? [] : state.items;
      const seen = new Set(kept.map((n) => n.id));
      return {
        ...state,
        items: [...kept, ...notifications.filter((n) => !seen.has(n.id))],
        unreadCount,
        totalCount,
        loaded: true,
        loadingMore: false,
        error: false,
      };
    }
    case 'loadingMore':
      return { ...state, loadingMore: true };
    case 'failed':
      return { ...state, loadingMore: false, error: true };
    case 'new': {
      const { notification, unreadCount } = action.push;
      if (state.items.some((n) => n.id === notification.id)) return { ...state, unreadCount };
      return {
        ...state,
        items: [notification, ...state.items],
        unreadCount,
        totalCount: state.totalCount + 1,
      };
    }
    case 'read':
      return {
        ...state,
        items: state.items.map((n) => (n.id === action.notification.id ? action.notification : n)),
        unreadCount: action.unreadCount,
        totalCount: action.totalCount,
      };
    case 'readAll':
      return {
        ...state,
        items: state.items.map((n) => ({ ...n, isRead: true })),
        unreadCount: action.unreadCount,
        totalCount: action.totalCount,
      };
  }
}

export const hasMore = (s: FeedState) => s.loaded && s.items.length < s.totalCount;

/** The badge: nothing at 0, the number up to `max`, then "max+" (spec 1 §9: 9+). */
export function badgeText(unread: number, max: number): string | null {
  if (unread <= 0) return null;
  return unread > max ? `${max}+` : String(unread);
}
