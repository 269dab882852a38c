import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerTasksLivesTexts } from '../i18n/register';
import { LivesSection } from './lives-section';

registerTasksLivesTexts();

const row = (id: number, kind: string, delta: number, comment: string) => ({
  id,
  kind,
  delta,
  comment,
  created_at: '2026-02-03T21:30:00Z',
});
const page = (results: unknown[], count = results.length, lives = 3) => ({
  count,
  next: null,
  previous: null,
  results,
  lives,
  max: 5,
});

const answer = (reply: (info: { request: Request }) => Response) =>
  server.use(http.get('/api/v2/students/audit/life-charges/', reply));

describe('LivesSection', () => {
  it('shows hearts and the audit with kind labels and dates in the platform zone', async () => {
    answer(() =>
      HttpResponse.json(
        page([
          row(2, 'CURATOR_ADDED', 1, 'Болел'),
          row(1, 'CHARGE', -1, 'ДЗ: производная'),
          row(3, 'CHARGE', 0, 'ДЗ: интегралы'),
        ]),
      ),
    );
    renderWithProviders(<LivesSection />);
    expect(await screen.findByTestId('lives-count')).toHaveTextContent('Жизни: 3 из 5');
    const hearts = screen.getByRole('img', { name: 'Жизни: 3 из 5' });
    expect(hearts.querySelectorAll('[data-filled]')).toHaveLength(3);
    expect(hearts.querySelectorAll('svg')).toHaveLength(5);
    const rows = screen.getAllByTestId('lives-row');
    expect(rows[0]).toHaveTextContent('Жизнь от куратора');
    expect(rows[0]).toHaveTextContent('+1');
    // 21:30 UTC is 00:30 of the next day in Moscow (the RU platform's zone).
    expect(within(rows[0] as HTMLElement).getByText(/4 февраля 2026/)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Пропущен дедлайн');
    expect(rows[1]).toHaveTextContent('-1');
    expect(rows[2]).toHaveTextContent('без изменений');
  });

  it('shows an empty state, and pages through a long history', async () => {
    answer(() => HttpResponse.json(page([])));
    const { unmount } = renderWithProviders(<LivesSection />);
    expect(await screen.findByTestId('lives-empty')).toHaveTextContent('Жизни ещё не списывались');
    unmount();

    const urls: string[] = [];
    answer(({ request }) => {
      urls.push(request.url);
      return HttpResponse.json(page([row(1, 'CHARGE', -1, 'ДЗ')], 12, 2));
    });
    renderWithProviders(<LivesSection />);
    await screen.findByTestId('lives-row');
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(urls.at(-1)).toContain('offset=10'));
    const last = urls.at(-1);
    expect(last).toContain('offset=10');
    expect(last).toContain('limit=10');
  });

  it('says when the lives failed to load', async () => {
    answer(() =>
      HttpResponse.json(
        { type: 'server_error', errors: [{ code: 'error', detail: 'Ошибка', attr: null }] },
        { status: 500 },
      ),
    );
    renderWithProviders(<LivesSection />);
    expect(await screen.findByTestId('lives-error')).toHaveTextContent('Не удалось загрузить жизни');
  });
});
