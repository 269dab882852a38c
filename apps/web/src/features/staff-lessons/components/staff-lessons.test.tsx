import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStaffLessonsTexts } from '../i18n/register';
import { StaffLessons } from './staff-lessons';

registerStaffLessonsTexts();

const lesson = (id: number, title: string, state: string, canDelete: boolean) => ({
  id,
  module_id: 4,
  title,
  description: '',
  starts_at: '2026-12-02T13:00:00.000Z',
  duration_minutes: 90,
  state,
  video_url: null,
  video_provider: null,
  watched_count: canDelete ? 0 : 3,
  can_delete: canDelete,
  materials: [
    {
      id: 8,
      kind: 'SUMMARY',
      title: 'Конспект',
      file_name: 'konspekt.pdf',
      size: 2048,
      content_type: 'application/pdf',
      url: '/api/v2/lessons/materials/8/file/?expires=1&signature=x',
      expires_at: '2026-12-02T13:10:00.000Z',
    },
  ].filter(() => id === 1),
});

describe('StaffLessons', () => {
  it('lists a course’s lessons in platform time; only an upcoming unwatched one is deleted, after confirming', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('/api/v2/lessons/staff/courses/', () =>
        HttpResponse.json({ results: [{ product_type_id: 2, title: 'Математика ЕГЭ' }] }),
      ),
      http.get('/api/v2/lessons/staff/product-types/2/', () =>
        HttpResponse.json({
          product_type_id: 2,
          title: 'Математика ЕГЭ',
          modules: [
            {
              id: 4,
              title: 'Планиметрия',
              lessons: [
                lesson(1, 'Треугольники', 'recorded', false),
                lesson(2, 'Окружности', 'upcoming', true),
              ],
            },
          ],
        }),
      ),
      http.delete('/api/v2/lessons/:id/', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<StaffLessons />);
    const section = await screen.findByRole('region', { name: 'Планиметрия' });
    const cards = within(section).getAllByTestId('staff-lesson');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('16:00');
    expect(cards[0]).toHaveTextContent('В записи');
    expect(cards[0]).toHaveTextContent('Просмотров: 3');
    expect(within(cards[0]!).getByRole('link', { name: 'Скачать konspekt.pdf' })).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: /^Удалить:/ })).not.toBeInTheDocument();

    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Удалить: Окружности' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить урок?' });
    expect(dialog).toHaveTextContent('Окружности');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted).toEqual(['2']));
    expect(await screen.findByText('Урок удалён')).toBeInTheDocument();
  });

  it('says so when the list fails, and retries', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v2/lessons/staff/courses/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { type: 'server_error', errors: [{ code: 'error', detail: 'x', attr: null }] },
              { status: 500 },
            )
          : HttpResponse.json({ results: [] });
      }),
    );
    renderWithProviders(<StaffLessons />);
    expect(await screen.findByText('Не удалось загрузить данные')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Курсов пока нет')).toBeInTheDocument();
  });

  it('adds the first module to an empty course, renames it, and deletes a module only while it is empty', async () => {
    const modules: { id: number; title: string; lessons: ReturnType<typeof lesson>[] }[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v2/lessons/staff/courses/', () =>
        HttpResponse.json({ results: [{ product_type_id: 5, title: 'Русский язык ОГЭ' }] }),
      ),
      http.get('/api/v2/lessons/staff/product-types/5/', () =>
        HttpResponse.json({ product_type_id: 5, title: 'Русский язык ОГЭ', modules }),
      ),
      http.post('/api/v2/lessons/modules/', async ({ request }) => {
        const body = (await request.json()) as { product_type_id: number; title: string };
        sent.push(body);
        modules.push({ id: 9, title: body.title.trim(), lessons: [] });
        return HttpResponse.json({ id: 9, product_type_id: 5, title: body.title.trim() }, { status: 201 });
      }),
      http.patch('/api/v2/lessons/modules/9/', async ({ request }) => {
        const body = (await request.json()) as { title: string };
        sent.push(body);
        modules[0]!.title = body.title;
        return HttpResponse.json({ id: 9, product_type_id: 5, title: body.title });
      }),
      http.delete('/api/v2/lessons/modules/9/', () => {
        sent.push('delete');
        modules.splice(0, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<StaffLessons />);
    expect(await screen.findByTestId('staff-lessons-no-modules')).toHaveTextContent('добавьте первый');
    // No module, no lesson to create: only the module button.
    expect(screen.queryByRole('button', { name: 'Новый урок' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Новый модуль' }));
    const form = screen.getByRole('form', { name: 'Название нового модуля' });
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить модуль' }));
    expect(await within(form).findByText('Обязательное поле')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Название нового модуля/ }), 'Орфография');
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить модуль' }));
    const section = await screen.findByRole('region', { name: 'Орфография' });
    expect(sent).toEqual([{ product_type_id: 5, title: 'Орфография' }]);
    expect(screen.getByRole('button', { name: 'Новый урок' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Переименовать: Орфография' }));
    const title = within(section).getByRole('textbox', { name: /Название модуля/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Орфография и пунктуация');
    await userEvent.click(within(section).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('region', { name: 'Орфография и пунктуация' })).toBeInTheDocument();
    expect(sent[1]).toEqual({ title: 'Орфография и пунктуация' });

    await userEvent.click(screen.getByRole('button', { name: 'Удалить модуль: Орфография и пунктуация' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить модуль?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Модуль удалён')).toBeInTheDocument();
    expect(sent[2]).toBe('delete');
    expect(await screen.findByTestId('staff-lessons-no-modules')).toBeInTheDocument();
  });

  it('offers no delete for a module with lessons', async () => {
    server.use(
      http.get('/api/v2/lessons/staff/courses/', () =>
        HttpResponse.json({ results: [{ product_type_id: 2, title: 'Математика ЕГЭ' }] }),
      ),
      http.get('/api/v2/lessons/staff/product-types/2/', () =>
        HttpResponse.json({
          product_type_id: 2,
          title: 'Математика ЕГЭ',
          modules: [{ id: 4, title: 'Планиметрия', lessons: [lesson(2, 'Окружности', 'upcoming', true)] }],
        }),
      ),
    );
    renderWithProviders(<StaffLessons />);
    const section = await screen.findByRole('region', { name: 'Планиметрия' });
    expect(within(section).getByRole('button', { name: 'Переименовать: Планиметрия' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Удалить модуль/ })).not.toBeInTheDocument();
  });
});
