import { screen } from '@testing-library/react';
import type { Product } from '@prepa/contracts';
import { describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { renderWithProviders } from '../../../test/render';
import '../i18n';
import { ProductCard } from './product-card';

const plan = (sysRatePlanName: Product['ratePlan']['sysRatePlanName']) => ({
  id: 1,
  title: sysRatePlanName === 'MONTHLY' ? 'Помесячно' : 'Весь курс',
  sysRatePlanName,
  packageTitle: '',
});

function product(over: Partial<Product> = {}): Product {
  return {
    id: 7,
    title: 'Математика ЕГЭ',
    description: '',
    price: 399_000,
    currency: 'RUB',
    avatar: null,
    startDate: null,
    teacher: null,
    productType: { id: 1, type: 'MG', title: 'Мастер-группа', classType: null, classYear: null },
    courseType: { sysCourseType: { id: 1, code: 'MASTER_GROUP', title: 'Мастер-группа' } },
    ratePlan: plan('FULL_COURSE'),
    packs: [],
    alternativeRates: [],
    ...over,
  };
}

const card = (p: Product) =>
  renderWithProviders(<ProductCard product={p} onTeacher={vi.fn()} onAdd={vi.fn(() => Promise.resolve())} />);

describe('product card ownership', () => {
  it('sells a course the student does not own', () => {
    card(product());
    expect(screen.queryByTestId('owned-badge')).toBeNull();
    expect(screen.getByTestId('add-to-cart')).toBeEnabled();
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('В корзину');
  });

  it('shows an owned course as "Куплено" and does not offer it again', () => {
    card(product({ isOwned: true, canRenew: false }));
    expect(screen.getByTestId('owned-badge')).toHaveTextContent('Куплено');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it('offers an owned monthly course as a renewal', () => {
    card(product({ isOwned: true, canRenew: true, ratePlan: plan('MONTHLY') }));
    expect(screen.getByTestId('owned-badge')).toHaveTextContent('Куплено');
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Продлить');
  });

  it('says "Owned" in English', async () => {
    await i18n.changeLanguage('en');
    card(product({ isOwned: true, canRenew: false }));
    expect(screen.getByTestId('owned-badge')).toHaveTextContent('Owned');
    await i18n.changeLanguage('ru');
  });
});
