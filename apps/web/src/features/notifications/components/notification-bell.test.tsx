import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysToSnake, type Notification } from '@prepa/contracts';
import { Route, Routes } from 'react-router';
import { tokenStore } from '../../../shared/api/tokens';
import { renderWithProviders } from '../../../test/render';
import { registerNotificationTexts } from '../i18n/register';
import { NotificationBell } from './notification-bell';

registerNotificationTexts();

const make = (id: number, isRead = false): Notification => ({
  id,
  text: `Домашка ${id} проверена`,
  icon: 'homework',
  timestamp: 1_795_000_000 + id,
  isRead,
  type: 'homework_checked',
  itemId: 100 + id,
  payload: null,
  buttonUrl: `/redirect?type=homework_checked&itemId=${100 + id}`,
});

/** A socket speaking the server's protocol over 25 stored notifications (12 unread). */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  store = Array.from({ length: 25 }, (_, i) => make(25 - i, i >= 12));
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  private counts() {
    return { unreadCount: this.store.filter((n) => !n.isRead).length, totalCount: this.store.length };
  }
  send(raw: string) {
    const msg = JSON.parse(raw) as {
      action: string;
      request_id: string;
      offset?: number;
      object_id?: number;
    };
    this.sent.push(msg);
    const reply = (data: unknown) =>
      setTimeout(() =>
        this.onmessage?.({
          data: JSON.stringify(
            keysToSnake({ requestId: msg.request_id, action: msg.action, ok: true, data }),
          ),
        }),
      );
    if (msg.action === 'auth') reply({ user: { id: 1, role: 'STUDENT_ROLE' } });
    if (msg.action === 'get') {
      const offset = msg.offset ?? 0;
      reply({ notifications: this.store.slice(offset, offset + 10), ...this.counts() });
    }
    if (msg.action === 'read') {
      const n = this.store.find((x) => x.id === msg.object_id)!;
      n.isRead = true;
      reply({ notification: n, ...this.counts() });
    }
    if (msg.action === 'read_all') {
      for (const n of this.store) n.isRead = true;
      reply(this.counts());
    }
  }
  push(notification: Notification) {
    this.store.unshift(notification);
    this.onmessage?.({
      data: JSON.stringify(
        keysToSnake({ push: 'new', data: { notification, unreadCount: this.counts().unreadCount } }),
      ),
    });
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  tokenStore.set({ access: 'access', refresh: 'refresh' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

/** The popover (jsdom never runs Mantine's opening transition, so its roles are queried with hidden: true). */
const openedPopover = () => screen.findByTestId('notification-popover');

function renderBell() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<NotificationBell />} />
      <Route path="/homework/:id" element={<p>Страница домашки</p>} />
    </Routes>,
  );
}

describe('NotificationBell', () => {
  it('shows 9+ for 12 unread, lists pages of 10, reads one and goes to its homework', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Уведомления: 12 непрочитанных' });
    expect(screen.getByText('9+')).toBeInTheDocument();
    await userEvent.click(bell);
    const popover = await openedPopover();
    expect(within(popover).getAllByTestId('notification')).toHaveLength(10);
    await userEvent.click(within(popover).getByRole('button', { name: 'Показать ещё', hidden: true }));
    await waitFor(() => expect(within(popover).getAllByTestId('notification')).toHaveLength(20));
    expect(FakeSocket.last?.sent.filter((m) => m.action === 'get').map((m) => m.offset)).toEqual([0, 10]);
    await userEvent.click(within(popover).getByText('Домашка 25 проверена'));
    expect(await screen.findByText('Страница домашки')).toBeInTheDocument();
    expect(FakeSocket.last?.sent.find((m) => m.action === 'read')).toMatchObject({ object_id: 25 });
  });

  it('raises the count when a notification is pushed, and reads all', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Уведомления: 12 непрочитанных' });
    act(() => FakeSocket.last?.push(make(26)));
    const bell = await screen.findByRole('button', { name: 'Уведомления: 13 непрочитанных' });
    await userEvent.click(bell);
    const popover = await openedPopover();
    expect(within(popover).getAllByTestId('notification')[0]).toHaveTextContent('Домашка 26 проверена');
    await userEvent.click(within(popover).getByRole('button', { name: 'Прочитать все', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    expect(screen.queryByText('9+')).toBeNull();
  });
});
