import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerGlobalModalsTexts } from '../i18n/register';
import { ManagerModals } from './manager-modals';

registerGlobalModalsTexts();

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

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
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'PATCH'
          ? new Response(null, { status: 204 })
          : jsonResponse(200, { count: 1, results: [listed] }),
      ),
    );
    renderWithProviders(<ManagerModals />);
    expect(await screen.findByRole('heading', { name: 'Скидки' })).toBeInTheDocument();
    expect(screen.getByText('Просмотров: 12')).toBeInTheDocument();
    expect(screen.getByText(/Что главное\? — Ответов: 5/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find((c) => c[1]?.method === 'PATCH');
    expect(String(patch?.[0])).toBe('/api/v2/managers/modals/3/');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ is_active: false });
  });

  it('checks a new modal with the contracts’ rules before sending it', async () => {
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'POST' ? jsonResponse(201, { id: 9 }) : jsonResponse(200, { count: 0, results: [] }),
      ),
    );
    renderWithProviders(<ManagerModals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Новое окно' }));
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Заголовок/), 'Опрос недели');
    await userEvent.selectOptions(screen.getByLabelText('Опрос'), 'RADIO_POLL');
    await userEvent.type(screen.getByLabelText(/Вопрос/), 'Как дела?');
    await userEvent.type(screen.getByLabelText('Варианты ответа, по одному в строке'), 'Хорошо');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Добавьте хотя бы два варианта ответа')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Варианты ответа, по одному в строке'), '{Enter}Плохо');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      action: 'OPEN',
      title: 'Опрос недели',
      polls: [
        { type: 'RADIO_POLL', question: 'Как дела?', variants: [{ text: 'Хорошо' }, { text: 'Плохо' }] },
      ],
    });
  });
});
