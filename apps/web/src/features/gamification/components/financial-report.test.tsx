import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { formatMoney } from '../../../shared/lib/format';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { FinancialReport } from './financial-report';

const answer = (reply: () => Response) => server.use(http.get('/api/v2/students/financial-report/', reply));

describe('FinancialReport', () => {
  it('lists payments with the amount the server charged and a translated status', async () => {
    answer(() =>
      HttpResponse.json({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 3,
            order_number: 'PR-000123',
            amount: 499000,
            currency: 'RUB',
            status: 'PAID',
            created_at: '2026-11-20T10:00:00.000Z',
            paid_at: '2026-11-20T10:05:00.000Z',
          },
        ],
      }),
    );
    renderWithProviders(<FinancialReport />);
    const row = await screen.findByTestId('financial-report-row');
    expect(row).toHaveTextContent('PR-000123');
    // 4 990 ₽ as the shared formatter prints it (non-breaking spaces compared as spaces).
    expect(row).toHaveTextContent(formatMoney(499000, 'RUB').replace(/\s/g, ' '));
    expect(row).toHaveTextContent('оплачен');
  });

  it('says so when there are no payments', async () => {
    answer(() => HttpResponse.json({ count: 0, next: null, previous: null, results: [] }));
    renderWithProviders(<FinancialReport />);
    expect(await screen.findByTestId('financial-report-empty')).toHaveTextContent('Платежей пока нет');
  });

  it('shows an error when the report fails to load', async () => {
    answer(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    renderWithProviders(<FinancialReport />);
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
  });
});
