import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStaffTranslations } from '../i18n';
import { ChatReportList } from './chat-report-list';

registerStaffTranslations();

const entry = {
  message_id: 41,
  lesson_id: 5,
  lesson_title: 'Вписанные и центральные углы',
  text: 'Все вы тут глупые',
  hidden: false,
  message_created_at: '2026-11-20T09:00:00Z',
  author: { id: 9, first_name: 'Борис', last_name: 'Грубов' },
  reports_count: 2,
  reasons: ['оскорбление'],
  first_reported_at: '2026-11-20T09:01:00Z',
  last_reported_at: '2026-11-20T09:05:00Z',
};
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });

describe('ChatReportList', () => {
  it('shows a reported message with its reports; hiding asks first, sends the action and the entry leaves', async () => {
    let open = [entry];
    const actions: unknown[] = [];
    server.use(
      http.get('/api/v2/moderators/chat/reports/', () => HttpResponse.json(page(open))),
      http.post('/api/v2/moderators/chat/reports/41/resolve/', async ({ request }) => {
        const body = (await request.json()) as { action: string };
        actions.push(body);
        open = [];
        return HttpResponse.json({ message_id: 41, action: body.action, resolved: 2 });
      }),
    );
    renderWithProviders(<ChatReportList />);
    const card = await screen.findByTestId('chat-report');
    expect(within(card).getByRole('heading', { name: 'Вписанные и центральные углы' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Автор: Борис Грубов');
    expect(card).toHaveTextContent('Все вы тут глупые');
    expect(card).toHaveTextContent('2 жалобы');
    expect(card).toHaveTextContent('оскорбление');

    await userEvent.click(within(card).getByRole('button', { name: 'Скрыть' }));
    expect(
      await screen.findByText(
        'Сообщение автора Борис Грубов пропадёт из чата урока «Вписанные и центральные углы» у всех учеников.',
      ),
    ).toBeInTheDocument();
    expect(actions).toEqual([]);
    await userEvent.click(screen.getByTestId('chat-report-confirm'));

    expect(await screen.findByText('Сообщение скрыто')).toBeInTheDocument();
    expect(actions).toEqual([{ action: 'hide' }]);
    expect(await screen.findByTestId('chat-reports-empty')).toHaveTextContent('Новых жалоб нет');
    expect(screen.queryByTestId('chat-report')).toBeNull();
  });

  it('says so when the reports cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('/api/v2/moderators/chat/reports/', () =>
        fail
          ? HttpResponse.json(
              { type: 'server_error', errors: [{ code: 'error', detail: 'Сбой', attr: null }] },
              { status: 500 },
            )
          : HttpResponse.json(page([entry])),
      ),
    );
    renderWithProviders(<ChatReportList />);
    const error = await screen.findByTestId('chat-reports-error');
    expect(error).toHaveTextContent('Не удалось загрузить жалобы');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('chat-report')).toBeInTheDocument();
  });

  it('pages through more reports than fit on one page', async () => {
    const offsets: string[] = [];
    server.use(
      http.get('/api/v2/moderators/chat/reports/', ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset') ?? '0';
        offsets.push(offset);
        const n = offset === '0' ? 20 : 1;
        const results = Array.from({ length: n }, (_, i) => ({
          ...entry,
          message_id: Number(offset) + i + 1,
        }));
        return HttpResponse.json({ count: 21, next: null, previous: null, results });
      }),
    );
    renderWithProviders(<ChatReportList />);
    expect(await screen.findAllByTestId('chat-report')).toHaveLength(20);
    expect(screen.getByText('1–20 из 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(await screen.findByText('21–21 из 21')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-report')).toHaveLength(1);
    expect(offsets).toContain('20');
  });
});
