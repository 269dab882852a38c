import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerReferralTexts } from '../i18n/register';
import { ReferralHistory } from './referral-history';
import { ReferralInvite } from './referral-invite';

registerReferralTexts();

beforeEach(() => {
  localStorage.clear();
});

const program = (over: Record<string, unknown> = {}) => ({
  referral_id: 'abc-123',
  needs_social_account: false,
  discount_percent: 5,
  bonus: 500,
  balance: 0,
  withdraw_enabled: false,
  ...over,
});
const answerProgram = (body: ReturnType<typeof program>) =>
  server.use(http.get('/api/v2/students/referral/', () => HttpResponse.json(body)));
const answerHistory = (body: JsonBodyType) =>
  server.use(http.get('/api/v2/students/referral/history/', () => HttpResponse.json(body)));
const money = (s: string) => new RegExp(s.replace(/ /g, '\\s'));

describe('ReferralInvite', () => {
  it('shows the terms in the currency, the link and plain share addresses', async () => {
    answerProgram(program());
    renderWithProviders(<ReferralInvite />);
    const terms = await screen.findByTestId('referral-terms');
    expect(terms).toHaveTextContent('5%');
    expect(terms).toHaveTextContent(money('500 ₽'));
    const link = `${window.location.origin}/referral?id=abc-123`;
    expect(screen.getByLabelText('Ваша ссылка')).toHaveValue(link);
    const encoded = encodeURIComponent(link);
    expect(screen.getByRole('link', { name: 'Поделиться в Telegram' })).toHaveAttribute(
      'href',
      expect.stringContaining(`https://t.me/share/url?url=${encoded}`),
    );
    expect(screen.getByRole('link', { name: 'Поделиться во ВКонтакте' })).toHaveAttribute(
      'href',
      `https://vk.com/share.php?url=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Поделиться в WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encoded),
    );
    expect(screen.getByRole('button', { name: 'Скопировать ссылку' })).toBeInTheDocument();
    expect(screen.queryByTestId('referral-withdraw')).not.toBeInTheDocument();
  });

  it('asks for a social account before giving a link', async () => {
    answerProgram(program({ referral_id: null, needs_social_account: true }));
    renderWithProviders(<ReferralInvite />);
    expect(await screen.findByTestId('referral-needs-social')).toHaveTextContent('подключите соцсеть');
    expect(screen.queryByLabelText('Ваша ссылка')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подключить в профиле' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });

  it('sends a withdrawal request with one id per attempt when withdrawal is on', async () => {
    const bodies: unknown[] = [];
    answerProgram(program({ balance: 500, withdraw_enabled: true }));
    server.use(
      http.post('/api/v2/students/referral/withdrawals/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1 });
      }),
    );
    renderWithProviders(<ReferralInvite />);
    const form = await screen.findByTestId('referral-withdraw');
    await userEvent.type(within(form).getByLabelText(/Куда перечислить/), 'card 4111');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText(/Заявка отправлена/)).toBeInTheDocument();
    expect(bodies).toEqual([
      { request_id: expect.stringMatching(/^[0-9a-f-]{36}$/), amount: 500, details: 'card 4111' },
    ]);
  });
});

describe('ReferralHistory', () => {
  it('lists credited and withdrawn bonuses with dates and money', async () => {
    answerHistory({
      balance: 300,
      results: [
        { id: 2, amount: -200, reason: 'REFERRAL_WITHDRAWAL', created_at: '2026-03-02T09:00:00Z' },
        { id: 1, amount: 500, reason: 'REFERRAL', created_at: '2026-03-01T21:30:00Z' },
      ],
    });
    renderWithProviders(<ReferralHistory />);
    const rows = await screen.findAllByTestId('referral-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Вывод бонусов');
    expect(rows[0]).toHaveTextContent(money('−200 ₽'));
    expect(rows[1]).toHaveTextContent('Друг оплатил покупку');
    expect(rows[1]).toHaveTextContent(money('\\+500 ₽'));
    // 21:30 UTC on 1 March is already 2 March in Moscow, the RU platform's zone.
    expect(rows[1]).toHaveTextContent('2 марта 2026');
  });

  it('says when there are no bonuses yet', async () => {
    answerHistory({ balance: 0, results: [] });
    renderWithProviders(<ReferralHistory />);
    expect(await screen.findByTestId('referral-history-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('referral-history-loading')).not.toBeInTheDocument();
  });
});
