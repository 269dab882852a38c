import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { Recommendations } from './recommendations';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const course = (id: number, title: string) => ({
  id,
  title,
  description: 'Курс к экзамену',
  avatar: null,
  class_type: { id: 1, title: 'Математика' },
  reaction: null,
});

function patches() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);
}

describe('Recommendations', () => {
  it('a dislike is sent to the API and the course leaves the list', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(200, { id: 5, reaction: 'DISLIKE' })
        : jsonResponse(200, { results: [course(5, 'Алгебра'), course(6, 'Геометрия')] }),
    );
    renderWithProviders(<Recommendations />);
    await userEvent.click(await screen.findByRole('button', { name: 'Не интересно: Алгебра' }));
    await waitFor(() => expect(screen.queryByText('Алгебра')).not.toBeInTheDocument());
    expect(screen.getByText('Геометрия')).toBeInTheDocument();
    expect(patches()).toEqual([['/api/umits/5/reaction/', { reaction: { value: 'DISLIKE' } }]]);
  });

  it('a like stays pressed; pressing again clears it', async () => {
    let reaction: string | null = null;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') {
        reaction = (JSON.parse(String(init.body)) as { reaction: { value: string | null } }).reaction.value;
        return jsonResponse(200, { id: 6, reaction });
      }
      return jsonResponse(200, { results: [course(6, 'Геометрия')] });
    });
    renderWithProviders(<Recommendations />);
    const like = await screen.findByRole('button', { name: 'Нравится: Геометрия' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(patches().map(([, body]) => body)).toEqual([
      { reaction: { value: 'LIKE' } },
      { reaction: { value: null } },
    ]);
  });

  it('says so when there is nothing to recommend', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    renderWithProviders(<Recommendations />);
    expect(await screen.findByTestId('recommendations-empty')).toHaveTextContent('Рекомендаций пока нет');
  });
});

describe('Recommendations, a long list', () => {
  it('shows three, then all on demand', async () => {
    const titles = ['Один', 'Два', 'Три', 'Четыре', 'Пять'];
    fetchMock.mockResolvedValue(jsonResponse(200, { results: titles.map((t, i) => course(i + 1, t)) }));
    renderWithProviders(<Recommendations />);
    expect(await screen.findByText('Три')).toBeInTheDocument();
    expect(screen.queryByText('Четыре')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ещё' }));
    expect(screen.getByText('Пять')).toBeInTheDocument();
  });
});
