import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server, trackRequests } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../i18n';
import { CatalogStart } from './catalog-start';

/** The endpoint's answer, in the wire's snake_case (as the server embeds it too). */
const WIRE = {
  results: [
    { id: 1, code: 'MASTER_GROUP', title: 'Мастер-группа', product_types: [] },
    { id: 2, code: 'INDIVIDUAL', title: 'Индивидуальные', product_types: [] },
  ],
};

function embed(text: string) {
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = 'prepa-course-types';
  tag.textContent = text;
  document.head.append(tag);
}

afterEach(() => document.getElementById('prepa-course-types')?.remove());

describe('the catalogue start', () => {
  it('renders its tiles from the list in index.html at once, without asking the API', () => {
    embed(JSON.stringify(WIRE));
    const requests = trackRequests();
    renderWithProviders(<CatalogStart />);
    // In the first render: no skeleton, no round trip.
    expect(screen.getByTestId('course-type-tiles')).toBeInTheDocument();
    expect(screen.getByTestId('course-type-MASTER_GROUP')).toHaveTextContent('Мастер-группа');
    expect(screen.getByTestId('course-type-INDIVIDUAL')).toHaveAttribute('href', '/catalog/individual');
    const [first] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('src', '/images/course-types/master_group.svg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(requests).toEqual([]);
  });

  it.each([
    ['none', null],
    ['an unreadable one', '{"results":'],
  ])('asks the API when the page carries %s', async (_, text) => {
    if (text !== null) embed(text);
    server.use(http.get('/api/v2/shop/sys-course-types/', () => HttpResponse.json(WIRE)));
    const requests = trackRequests();
    renderWithProviders(<CatalogStart />);
    expect(screen.queryByTestId('course-type-tiles')).toBeNull();
    expect(await screen.findByTestId('course-type-INDIVIDUAL')).toHaveTextContent('Индивидуальные');
    expect(requests).toEqual([{ method: 'GET', url: '/api/v2/shop/sys-course-types/' }]);
  });
});
