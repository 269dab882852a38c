import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffLesson } from '@prepa/contracts';
import { readRequest, server, type SentRequest } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStaffLessonsTexts } from '../i18n/register';
import { LessonForm } from './lesson-form';

registerStaffLessonsTexts();

const modules = [
  { id: 4, title: 'Планиметрия' },
  { id: 5, title: 'Производная' },
];
/** The lesson the edit cases open. */
const edited: StaffLesson = {
  id: 9,
  moduleId: 4,
  title: 'Окружности',
  description: 'Вписанные углы',
  startsAt: '2026-12-02T13:00:00.000Z',
  durationMinutes: 60,
  state: 'upcoming',
  videoUrl: null,
  videoProvider: null,
  watchedCount: 0,
  canDelete: true,
  materials: [],
};

describe('LessonForm', () => {
  it('checks the fields first, shows the server’s refusal under the video address, then creates the lesson', async () => {
    const posted: SentRequest[] = [];
    let answer = 0;
    server.use(
      http.post('/api/v2/lessons/', async ({ request }) => {
        posted.push(await readRequest(request));
        answer += 1;
        if (answer === 1)
          return HttpResponse.json(
            {
              type: 'validation_error',
              errors: [
                {
                  code: 'video_url_unsupported',
                  detail: 'Ссылка на видео должна вести на YouTube, Kinescope или GCore',
                  attr: 'video_url',
                },
              ],
            },
            { status: 400 },
          );
        return HttpResponse.json({ id: 77 }, { status: 201 });
      }),
    );
    let done = 0;
    renderWithProviders(<LessonForm modules={modules} moduleId={5} onDone={() => (done += 1)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Создать урок' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Название/), 'Касательная');
    await userEvent.type(screen.getByLabelText(/Начало/), '2026-12-01T16:00');
    await userEvent.type(screen.getByLabelText(/Ссылка на видео/), 'https://vimeo.com/1');
    await userEvent.click(screen.getByRole('button', { name: 'Создать урок' }));
    expect(
      await screen.findByText('Ссылка на видео должна вести на YouTube, Kinescope или GCore'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Ссылка на видео/)).toHaveAttribute('aria-invalid', 'true');
    expect(done).toBe(0);
    // The start is Moscow time (the RU platform's zone), sent as UTC.
    expect(posted[0]?.body).toEqual({
      module_id: 5,
      title: 'Касательная',
      description: '',
      starts_at: '2026-12-01T13:00:00.000Z',
      duration_minutes: 90,
      video_url: 'https://vimeo.com/1',
    });

    const video = screen.getByLabelText(/Ссылка на видео/);
    await userEvent.clear(video);
    await userEvent.type(video, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Создать урок' }));
    await waitFor(() => expect(done).toBe(1));
    expect(posted[1]?.body).toMatchObject({ video_url: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('edits a lesson with PATCH, the start shown in platform time and sent only when changed', async () => {
    const patched: SentRequest[] = [];
    server.use(
      http.patch('/api/v2/lessons/:id/', async ({ request }) => {
        patched.push(await readRequest(request));
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<LessonForm modules={modules} lesson={edited} onDone={() => undefined} />);
    expect(screen.getByLabelText(/Начало/)).toHaveValue('2026-12-02T16:00');
    expect(screen.getByLabelText('Модуль')).toHaveValue('4');
    const duration = screen.getByLabelText(/Длительность/);
    await userEvent.clear(duration);
    await userEvent.type(duration, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]?.url).toBe('/api/v2/lessons/9/');
    expect(patched[0]?.body).toEqual({
      title: 'Окружности',
      description: 'Вписанные углы',
      duration_minutes: 120,
      video_url: null,
    });
  });

  it('moves an edited lesson to another module by sending its id, only when it changed', async () => {
    const patched: SentRequest[] = [];
    server.use(
      http.patch('/api/v2/lessons/:id/', async ({ request }) => {
        patched.push(await readRequest(request));
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(
      <LessonForm modules={modules} lesson={{ ...edited, description: '' }} onDone={() => undefined} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Модуль'), String(modules[1]!.id));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]?.body).toMatchObject({ module_id: modules[1]!.id });
  });
});
