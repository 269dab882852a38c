import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { Recommendations } from './recommendations';

/** The PATCH requests the handlers received: [path, body]. */
let patched: [string, unknown][] = [];
beforeEach(() => {
  patched = [];
});
const recordPatch = async (request: Request) => {
  patched.push([new URL(request.url).pathname, await request.json()]);
};

const course = (id: number, title: string) => ({
  id,
  title,
  description: 'Курс к экзамену',
  avatar: null,
  class_type: { id: 1, title: 'Математика' },
  reaction: null,
});

const patches = () => patched;
const answerList = (results: unknown[]) =>
  server.use(http.get('/api/umits/recommendations/', () => HttpResponse.json({ results })));

describe('Recommendations', () => {
  it('a dislike is sent to the API and the course leaves the list', async () => {
    answerList([course(5, 'Алгебра'), course(6, 'Геометрия')]);
    server.use(
      http.patch('/api/umits/:id/reaction/', async ({ request }) => {
        await recordPatch(request);
        return HttpResponse.json({ id: 5, reaction: 'DISLIKE' });
      }),
    );
    renderWithProviders(<Recommendations />);
    await userEvent.click(await screen.findByRole('button', { name: 'Не интересно: Алгебра' }));
    await waitFor(() => expect(screen.queryByText('Алгебра')).not.toBeInTheDocument());
    expect(screen.getByText('Геометрия')).toBeInTheDocument();
    expect(patches()).toEqual([['/api/umits/5/reaction/', { reaction: { value: 'DISLIKE' } }]]);
  });

  it('a like stays pressed; pressing again clears it', async () => {
    answerList([course(6, 'Геометрия')]);
    server.use(
      http.patch('/api/umits/:id/reaction/', async ({ request }) => {
        await recordPatch(request);
        const body = patched.at(-1)?.[1] as { reaction: { value: string | null } };
        return HttpResponse.json({ id: 6, reaction: body.reaction.value });
      }),
    );
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
    answerList([]);
    renderWithProviders(<Recommendations />);
    expect(await screen.findByTestId('recommendations-empty')).toHaveTextContent('Рекомендаций пока нет');
  });
});

describe('Recommendations, a long list', () => {
  it('shows three, then all on demand', async () => {
    const titles = ['Один', 'Два', 'Три', 'Четыре', 'Пять'];
    answerList(titles.map((t, i) => course(i + 1, t)));
    renderWithProviders(<Recommendations />);
    expect(await screen.findByText('Три')).toBeInTheDocument();
    expect(screen.queryByText('Четыре')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ещё' }));
    expect(screen.getByText('Пять')).toBeInTheDocument();
  });
});
