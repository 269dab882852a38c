import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { ActivationModal } from './activation-modal';

describe('ActivationModal', () => {
  it('loads the dialog for an activate-hash link and shows the activated products', async () => {
    const hashes: string[] = [];
    server.use(
      http.post('/api/products/activate/:hash/', ({ params }) => {
        hashes.push(String(params.hash));
        return HttpResponse.json({ products: [{ id: 7, title: 'Химия ЕГЭ' }] });
      }),
    );
    renderWithProviders(<ActivationModal />, { route: '/catalog?activate-hash=abc' });
    expect(await screen.findByTestId('activation-ok')).toBeInTheDocument();
    expect(screen.getByText('Вам доступны новые курсы')).toBeInTheDocument();
    expect(screen.getByText('Химия ЕГЭ')).toBeInTheDocument();
    expect(hashes).toEqual(['abc']);
  });

  it('renders no dialog without the query', () => {
    renderWithProviders(<ActivationModal />, { route: '/catalog' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-testid^="activation-"]')).toBeNull();
  });
});
