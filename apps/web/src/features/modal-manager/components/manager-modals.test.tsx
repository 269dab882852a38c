import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readRequest, server, type SentRequest } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerModalManagerTexts } from '../i18n/register';
import { ManagerModals } from './manager-modals';

registerModalManagerTexts();

const listed = {
  id: 3,
  action: 'SHOP',
  show_style: 'FULL',
  title: 'Скидки',
  show_title: true,
  text_content: '',
  image: null,
  video: null,
  redirect_url: null,
  button_text: null,
  can_skip: true,
  is_active: true,
  item_id: null,
  platform: null,
  student_ids: null,
  order: 0,
  views_count: 12,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  polls: [{ id: 4, type: 'RADIO_POLL', question: 'Что главное?', variants: [], answers_count: 5 }],
};

describe('ManagerModals', () => {
  it('lists modals with views and answers, and turns one off', async () => {
    const patches: SentRequest[] = [];
    server.use(
      http.get('/api/v2/managers/modals/', () => HttpResponse.json({ count: 1, results: [listed] })),
      http.patch('/api/v2/managers/modals/:id/', async ({ request }) => {
        patches.push(await readRequest(request));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ManagerModals />);
    expect(await screen.findByRole('heading', { name: 'Скидки' })).toBeInTheDocument();
    expect(screen.getByText('Просмотров: 12')).toBeInTheDocument();
    expect(screen.getByText(/Что главное\? — Ответов: 5/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.url).toBe('/api/v2/managers/modals/3/');
    expect(patches[0]?.body).toEqual({ is_active: false });
  });

  it('checks a new modal with the contracts’ rules before sending it', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('/api/v2/managers/modals/', () => HttpResponse.json({ count: 0, results: [] })),
      http.post('/api/v2/managers/modals/', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    renderWithProviders(<ManagerModals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Новое окно' }));
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Заголовок/), 'Опрос недели');
    await userEvent.selectOptions(screen.getByLabelText('Опрос'), 'RADIO_POLL');
    await userEvent.type(screen.getByLabelText(/Вопрос/), 'Как дела?');
    await userEvent.type(screen.getByLabelText('Варианты ответа, по одному в строке'), 'Хорошо');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Добавьте хотя бы два варианта ответа')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Варианты ответа, по одному в строке'), '{Enter}Плохо');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      action: 'OPEN',
      title: 'Опрос недели',
      polls: [
        { type: 'RADIO_POLL', question: 'Как дела?', variants: [{ text: 'Хорошо' }, { text: 'Плохо' }] },
      ],
    });
  });
});
