import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../shared/i18n';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { PurchasesTab } from './purchases-tab';

const purchase = {
  id: 7,
  product_id: 3,
  title: 'Математика ЕГЭ — мастер-группа',
  month: 11,
  // The server names the month in Russian whatever the caller's language.
  month_name: 'Ноябрь',
  year: 2026,
  class_year: 11,
  product_line: 'MAIN_COURSE',
  urls: [{ title: 'Договор-оферта', url: '/api/core/docs/oferta/' }],
};

afterEach(async () => {
  await i18next.changeLanguage('ru');
});

describe('PurchasesTab', () => {
  it.each([
    ['ru', 'Ноябрь 2026'],
    ['en', 'November 2026'],
  ])('names the purchase month in the UI language (%s)', async (language, shown) => {
    await i18next.changeLanguage(language);
    server.use(
      http.get('/api/v2/students/documents/purchased/', () =>
        HttpResponse.json({ count: 1, results: [purchase] }),
      ),
    );
    renderWithProviders(<PurchasesTab />);
    const card = await screen.findByTestId('purchase-card');
    expect(card).toHaveTextContent('Математика ЕГЭ — мастер-группа');
    expect(card).toHaveTextContent(shown);
  });
});
