import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { triggerModalAction } from '../../../shared/lib/modal-action';
import { readRequest, server, type SentRequest } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerGlobalModalsTexts } from '../i18n/register';
import { useModalQueue } from '../model/queue-store';
import { FeedbackForm } from './feedback-form';
import { GlobalModals } from './global-modals';

registerGlobalModalsTexts();

/** Every request the handlers below answered, in order. */
let sent: SentRequest[] = [];
beforeEach(() => {
  notifications.clean();
  sent = [];
  useModalQueue.setState({ queue: [], current: null });
});

const wire = (over: Record<string, unknown>) => ({
  id: 1,
  action: 'SHOP',
  show_style: 'FULL',
  title: 'Модалка',
  show_title: true,
  text_content: '',
  image: null,
  video: null,
  redirect_url: null,
  button_text: null,
  can_skip: true,
  is_active: true,
  item_id: null,
  polls: [],
  ...over,
});
const radio = {
  id: 50,
  type: 'RADIO_POLL',
  question: 'Что главное?',
  variants: [
    { id: 501, text: 'Цена', description: '' },
    { id: 502, text: 'Преподаватель', description: '' },
  ],
};

const posts = (part: string) => sent.filter((r) => r.method === 'POST' && r.url.includes(part));

/** The server: each action's modals by URL; POSTs answer 200 (or `answerStatus` for poll answers). */
function serve(byAction: Record<string, unknown[]>, answerStatus = 200) {
  server.use(
    http.post('/api/v2/students/poll-answer/', async ({ request }) => {
      sent.push(await readRequest(request));
      return answerStatus === 200
        ? HttpResponse.json({ answered: [50] })
        : HttpResponse.json(
            { type: 'server_error', errors: [{ code: 'error', detail: '', attr: null }] },
            { status: answerStatus },
          );
    }),
    http.post('/api/v2/students/modals/:id/', async ({ request }) => {
      sent.push(await readRequest(request));
      return HttpResponse.json({ id: 1, viewed_at: 'x' });
    }),
    http.get('/api/v2/students/modals/', async ({ request }) => {
      const read = await readRequest(request);
      sent.push(read);
      const action = read.query.get('action') ?? '';
      return HttpResponse.json({ modals: byAction[action] ?? [], update_time: null });
    }),
  );
}

const dialog = () => screen.findByRole('dialog');

describe('GlobalModals', () => {
  it('shows a fired action’s modals in sequence with previous and next, each reported viewed once', async () => {
    serve({
      SHOP: [
        wire({ id: 1, title: 'Скидки', text_content: 'Текст один' }),
        wire({ id: 2, title: 'Последнее', can_skip: false, button_text: 'Ура' }),
      ],
    });
    renderWithProviders(<GlobalModals fallback={<p>подсказки</p>} />);
    act(() => triggerModalAction('SHOP'));
    expect(await dialog()).toHaveTextContent('Скидки');
    expect(screen.queryByText('подсказки')).not.toBeInTheDocument();
    expect(screen.getByTestId('global-modal-previous')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await dialog()).toHaveTextContent('Последнее');
    // canSkip false: no close button; the last modal's button is its buttonText.
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await dialog()).toHaveTextContent('Скидки');
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ура' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('подсказки')).toBeInTheDocument();
    expect(posts('/students/modals/').map((r) => r.url)).toEqual([
      '/api/v2/students/modals/1/',
      '/api/v2/students/modals/2/',
    ]);
    // Removed from the cache after the last: firing again asks the server again.
    const gets = () => sent.filter((r) => r.url.includes('action=SHOP')).length;
    expect(gets()).toBe(1);
    act(() => triggerModalAction('SHOP'));
    await waitFor(() => expect(gets()).toBe(2));
  });

  it('a single modal reads "it’s clear"; a redirect is a new-tab link reading "go"', async () => {
    serve({
      MAIN: [wire({ id: 3, action: 'MAIN' })],
      TIMETABLE: [wire({ id: 4, action: 'TIMETABLE', redirect_url: 'https://example.com/a' })],
    });
    renderWithProviders(<GlobalModals />);
    act(() => {
      triggerModalAction('MAIN');
      triggerModalAction('TIMETABLE');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }));
    const link = await screen.findByRole('link', { name: /Перейти/ });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('a poll is sent only once answered; thanks toast; the sequence moves on', async () => {
    serve({ SHOP: [wire({ id: 6, title: 'Опрос', can_skip: false, polls: [radio] })] });
    renderWithProviders(<GlobalModals />);
    act(() => triggerModalAction('SHOP'));
    const send = await screen.findByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    // The poll is the modal's way on: no "it's clear" beside it, and canSkip false hides the close.
    expect(screen.queryByRole('button', { name: 'Понятно' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Преподаватель' }));
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByText('Спасибо за ответ!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts('/poll-answer/')).toHaveLength(1);
    expect(posts('/poll-answer/')[0]?.body).toEqual({
      polls_answers: [{ modal_id: 6, poll_id: 50, poll_answers: [502], text_feedback: '' }],
    });
  });

  it('a failed answer shows an error toast and the modal still closes', async () => {
    serve({ SHOP: [wire({ id: 7, polls: [radio] })] }, 500);
    renderWithProviders(<GlobalModals />);
    act(() => triggerModalAction('SHOP'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Цена' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Модалка' })).not.toBeInTheDocument());
    expect(screen.queryByText('Спасибо за ответ!')).not.toBeInTheDocument();
    expect(document.querySelector('.mantine-Notification-root')).not.toBeNull();
  });

  it('corner polls: those that may be skipped come last; closing one marks it viewed', async () => {
    const corner = (id: number, canSkip: boolean, title: string) =>
      wire({
        id,
        action: 'MAIN',
        show_style: 'CORNER',
        can_skip: canSkip,
        title,
        polls: [{ ...radio, id: id * 10 }],
      });
    serve({ MAIN: [corner(8, true, 'Можно пропустить'), corner(9, false, 'Обязательный')] });
    renderWithProviders(<GlobalModals />);
    act(() => triggerModalAction('MAIN'));
    const first = await screen.findByRole('dialog', { name: 'Обязательный' });
    expect(within(first).queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('radio', { name: 'Цена' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Отправить' }));
    const second = await screen.findByRole('dialog', { name: 'Можно пропустить' });
    await userEvent.click(within(second).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts('/students/modals/').map((r) => r.url)).toEqual(['/api/v2/students/modals/8/']);
  });

  it('the scale follow-up question follows the score', async () => {
    const scale = {
      id: 60,
      type: 'SCALE_POLL',
      question: 'Порекомендуете нас?',
      variants: Array.from({ length: 11 }, (_, i) => ({ id: 600 + i, text: String(i), description: '' })),
    };
    serve({ MAIN: [wire({ id: 10, action: 'MAIN', show_style: 'CORNER', polls: [scale] })] });
    renderWithProviders(<GlobalModals />);
    act(() => triggerModalAction('MAIN'));
    await userEvent.click(await screen.findByRole('radio', { name: '3' }));
    expect(screen.getByLabelText('Что вам особенно не понравилось?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(screen.getByLabelText('Что нам стоит улучшить?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    expect(screen.getByLabelText('Что вам особенно понравилось?')).toBeInTheDocument();
  });
});

describe('FeedbackForm', () => {
  it('takes a score, reasons and a comment, then a thank-you replaces the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v2/students/feedback/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1, detail: 'Спасибо за ответ!' }, { status: 201 });
      }),
    );
    renderWithProviders(<FeedbackForm />);
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    expect(screen.queryByLabelText('Комментарий')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Хорошо' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Преподаватель' }));
    await userEvent.type(screen.getByLabelText('Комментарий'), 'Понятно объяснили');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByTestId('feedback-thanks')).toHaveTextContent('Спасибо за ответ!');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      score: 4,
      selected_reasons: ['teacher'],
      text: 'Понятно объяснили',
    });
  });

  it('hides the comment above the limit; a failure toasts and keeps the form', async () => {
    server.use(
      http.post('/api/v2/students/feedback/', () =>
        HttpResponse.json({ type: 'server_error', errors: [] }, { status: 500 }),
      ),
    );
    renderWithProviders(<FeedbackForm commentLimit={3} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Отлично' }));
    expect(screen.queryByLabelText('Комментарий')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Не удалось отправить ответ')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-form')).toBeInTheDocument();
  });
});
