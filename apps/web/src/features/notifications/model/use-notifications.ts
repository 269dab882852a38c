import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATIONS_PATH,
  type Notification,
  type NotificationList,
  type NotificationNew,
} from '@prepa/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { RealtimeClient } from '../../../shared/api/realtime';
import { i18next } from '../../../shared/i18n';
import { feedReducer, hasMore, initialFeed, type FeedState } from './feed';

export interface NotificationFeed extends FeedState {
  hasMore: boolean;
  loadMore(): void;
  read(id: number): Promise<void>;
  readAll(): Promise<void>;
  retry(): void;
}

/**
 * The student's notifications over /ws/notifications/: the first page on every (re)connect, the next
 * pages on demand, `new` pushes live; reconnects with back-off (the shared client). Request failures and
 * time-outs are logged (spec 1 §8) and shown as a retry line.
 */
export function useNotifications(): NotificationFeed {
  const [state, dispatch] = useReducer(feedReducer, initialFeed);
  const clientRef = useRef<RealtimeClient | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(async (offset: number) => {
    const client = clientRef.current;
    if (!client) return;
    if (offset > 0) dispatch({ type: 'loadingMore' });
    try {
      const page = await client.request<NotificationList>('get', {
        sort: 'DESC',
        limit: NOTIFICATION_PAGE_SIZE,
        offset,
      });
      dispatch({ type: 'page', offset, page });
    } catch (error) {
      console.warn('notifications: get failed', error);
      dispatch({ type: 'failed' });
    }
  }, []);

  useEffect(() => {
    const client = new RealtimeClient({
      path: NOTIFICATIONS_PATH,
      language: () => i18next.language,
      onStatus: (status) => dispatch({ type: 'status', status }),
      onReady: () => void load(0),
      onPush: (push, data) => {
        if (push === 'new') dispatch({ type: 'new', push: data as NotificationNew });
      },
    });
    clientRef.current = client;
    client.start();
    return () => {
      client.stop();
      clientRef.current = null;
    };
  }, [load]);

  return useMemo<NotificationFeed>(
    () => ({
      ...state,
      hasMore: hasMore(state),
      loadMore() {
        const s = stateRef.current;
        if (s.loadingMore || !hasMore(s)) return;
        void load(s.items.length);
      },
      async read(id) {
        const client = clientRef.current;
        if (!client) return;
        try {
          const r = await client.request<{
            notification: Notification;
            unreadCount: number;
            totalCount: number;
          }>('read', { objectId: id });
          dispatch({ type: 'read', ...r });
        } catch (error) {
          console.warn('notifications: read failed', error);
        }
      },
      async readAll() {
        const client = clientRef.current;
        if (!client) return;
        try {
          dispatch({
            type: 'readAll',
            ...(await client.request<{ unreadCount: number; totalCount: number }>('read_all')),
          });
        } catch (error) {
          console.warn('notifications: read_all failed', error);
        }
      },
      retry() {
        void load(0);
      },
    }),
    [state, load],
  );
}
