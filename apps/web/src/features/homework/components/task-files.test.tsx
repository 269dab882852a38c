import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOMEWORK_FILE_MAX_BYTES } from '@prepa/contracts';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerHomeworkTexts } from '../i18n/register';
import { HomeworkSolve } from './homework-solve';

registerHomeworkTexts();

/*
 * msw cannot read jsdom's FormData sent by XHR (the request never ends), so these tests send Node's
 * FormData with Node's File: the component code is the same, only the classes are Node's.
 */
beforeAll(async () => {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', form.constructor);
});
afterAll(() => vi.unstubAllGlobals());
const file = (parts: string[], name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;

const longTask = {
  id: 41,
  position: 1,
  kind: 'LONG',
  exam_task_number: 13,
  topic: 'Уравнения',
  points: 2,
  star: false,
  text: 'Решите уравнение и отберите корни.',
  hint: null,
  theory_url: null,
  payload: { kind: 'LONG' },
  criteria: [{ id: 'a', title: 'Решение', max_points: 2 }],
};
const wireFile = (id: number, name: string, size: number) => ({
  id,
  task_id: 41,
  name,
  mime: 'application/pdf',
  size,
  url: `/api/v2/homework/files/${id}/?expires=1&signature=s${id}`,
  expires_at: '2030-01-01T00:00:00Z',
  created_at: '2029-12-31T00:00:00Z',
});
const detail = (files: unknown[], editable = true) => ({
  id: 3,
  title: 'Логарифмы',
  deadline: '2030-01-01T20:59:00Z',
  product_type_id: 1,
  course_title: 'Математика ЕГЭ',
  class_type_id: 1,
  subject: 'Математика',
  lesson_id: null,
  status: editable ? 'UNDONE' : 'DONE',
  submission_id: 9,
  tasks_count: 1,
  score: null,
  max_score: 2,
  tasks: [longTask],
  files,
  answers: {},
  draft_saved_at: null,
  editable,
  results: [],
  passed: null,
  curator_comment: null,
});

/** The homework as the server holds it: uploads and removals change what the next read shows. */
function serverWithFiles(initial: ReturnType<typeof wireFile>[]) {
  let files = [...initial];
  const uploaded: string[] = [];
  server.use(
    http.get('/api/v2/homework/3/', () => HttpResponse.json(detail(files))),
    http.post('/api/v2/homework/3/tasks/41/files/', async ({ request }) => {
      // The multipart body as sent: the part "file" with its name and bytes.
      const body = await request.text();
      const part = /name="file"; filename="([^"]+)"\r\nContent-Type: [^\r]+\r\n\r\n([\s\S]*?)\r\n--/.exec(
        body,
      );
      if (!part?.[1] || part[2] === undefined) return HttpResponse.json({}, { status: 500 });
      const sent = { name: part[1], size: new TextEncoder().encode(part[2]).length };
      uploaded.push(sent.name);
      if (sent.name.startsWith('virus'))
        return HttpResponse.json(
          {
            type: 'client_error',
            errors: [
              {
                code: 'homework_file_type',
                detail: 'Можно прикрепить PDF, PNG, JPEG, WebP, HEIC, DOCX или TXT',
                attr: null,
              },
            ],
          },
          { status: 415 },
        );
      const made = wireFile(100 + files.length, sent.name, sent.size);
      files = [...files, made];
      return HttpResponse.json(made);
    }),
    http.delete('/api/v2/homework/3/tasks/41/files/:fileId/', ({ params }) => {
      files = files.filter((f) => String(f.id) !== params.fileId);
      return HttpResponse.json({ files });
    }),
  );
  return { uploaded };
}

describe('TaskFiles (the files of a long answer)', () => {
  it('lists the files with size and download link, uploads a picked file and removes one', async () => {
    const { uploaded } = serverWithFiles([wireFile(7, 'черновик.pdf', 2048)]);
    renderWithProviders(<HomeworkSolve homeworkId={3} />);
    const link = await screen.findByRole('link', { name: 'Скачать черновик.pdf' });
    expect(link).toHaveAttribute('href', '/api/v2/homework/files/7/?expires=1&signature=s7');
    expect(link).toHaveAttribute('download', 'черновик.pdf');
    expect(screen.getByText('2 КБ')).toBeInTheDocument();

    const picker = screen.getByRole('button', { name: 'Прикрепить файл' });
    expect(picker).toBeEnabled();
    await userEvent.upload(
      screen.getByTestId('file-input-41'),
      file(['%PDF-1.4 ', 'x'.repeat(6000)], 'решение.pdf', 'application/pdf'),
    );
    expect(await screen.findByRole('link', { name: 'Скачать решение.pdf' })).toBeInTheDocument();
    expect(uploaded).toEqual(['решение.pdf']);
    expect(screen.getByText('6 КБ')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('task-file-upload')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Удалить файл черновик.pdf' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Скачать черновик.pdf' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByTestId('task-file')).toHaveLength(1);
  });

  it("shows the server's refusal and refuses a file over the limit before sending it", async () => {
    const { uploaded } = serverWithFiles([]);
    renderWithProviders(<HomeworkSolve homeworkId={3} />);
    const input = await screen.findByTestId('file-input-41');
    await userEvent.upload(input, file(['MZ'], 'virus.pdf', 'application/pdf'));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Можно прикрепить PDF, PNG, JPEG, WebP, HEIC, DOCX или TXT');
    expect(within(screen.getByTestId('task-file-upload')).getByText('virus.pdf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть ошибку' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const big = file(['x'], 'скан.pdf', 'application/pdf');
    Object.defineProperty(big, 'size', { value: HOMEWORK_FILE_MAX_BYTES + 1 });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл больше 10 МБ');
    expect(uploaded).toEqual(['virus.pdf']);
  });

  it('shows the files without a picker or remove buttons once handed in', async () => {
    server.use(
      http.get('/api/v2/homework/3/', () =>
        HttpResponse.json(detail([wireFile(7, 'решение.pdf', 3 * 1024 * 1024)], false)),
      ),
    );
    renderWithProviders(<HomeworkSolve homeworkId={3} />);
    expect(await screen.findByRole('link', { name: 'Скачать решение.pdf' })).toBeInTheDocument();
    expect(screen.getByText('3 МБ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Прикрепить файл' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Удалить файл/ })).not.toBeInTheDocument();
  });
});
