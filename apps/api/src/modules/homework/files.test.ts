import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_FILE_MAX_BYTES, HOMEWORK_FILES_PER_TASK } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import {
  createHomeworkWithTasks,
  enrolledStudent,
  LONG_TASK,
  SHORT_TASK,
} from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';

let t: TestApp;
let now = new Date();
let typeId = 0;
let productId = 0;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const cat = await createCatalogue(t.app);
  typeId = cat.mg.productTypeId;
  productId = cat.mg.id;
});
afterAll(() => t.close());

const student = () => enrolledStudent(t.app, productId);

/** A homework with a short task and a long answer. */
async function createHomework() {
  const { homeworkId, taskIds } = await createHomeworkWithTasks(t.app, typeId, 'Файлы', [
    SHORT_TASK,
    LONG_TASK,
  ]);
  const [shortId, longId] = taskIds as [number, number];
  return { hwId: homeworkId, shortId, longId };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

function form(name: string, type: string, data: Buffer, field = 'file') {
  const boundary = '----prepa-hw-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const filesUrl = (hwId: number, taskId: number) => `/api/v2/homework/${hwId}/tasks/${taskId}/files/`;
function upload(access: string, hwId: number, taskId: number, name: string, type: string, data: Buffer) {
  const f = form(name, type, data);
  return t.app.inject({
    method: 'POST',
    url: filesUrl(hwId, taskId),
    payload: f.payload,
    headers: { ...f.headers, ...bearer(access) },
  });
}
const remove = (access: string, hwId: number, taskId: number, fileId: number) =>
  t.app.inject({ method: 'DELETE', url: `${filesUrl(hwId, taskId)}${fileId}/`, headers: bearer(access) });
const get = (access: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });
const submit = (access: string, hwId: number, shortId: number, longId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/homework/${hwId}/submit/`,
    headers: bearer(access),
    payload: {
      answers: {
        [shortId]: { kind: 'SHORT', value: '2.5' },
        [longId]: { kind: 'LONG', text: 'Решение во вложении', files: [] },
      },
    },
  });

interface WireFile {
  id: number;
  task_id: number;
  name: string;
  mime: string;
  size: number;
  url: string;
  expires_at: string;
}

describe('files of a long answer', () => {
  it('uploads, lists with a signed link, downloads the same bytes, deletes; the link expires', async () => {
    const u = await student();
    const { hwId, longId } = await createHomework();
    const res = await upload(u.access, hwId, longId, 'Решение задачи 13.pdf', 'application/pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<WireFile>();
    expect(made).toMatchObject({
      task_id: longId,
      name: 'Решение задачи 13.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });

    const detail = (await get(u.access, `/api/v2/homework/${hwId}/`)).json<{ files: WireFile[] }>();
    expect(detail.files.map((f) => [f.id, f.name, f.size])).toEqual([
      [made.id, 'Решение задачи 13.pdf', PDF.length],
    ]);
    // The read carries the files in its one query: the same entry as the upload's answer, time included.
    const unsigned = (f: WireFile | undefined) => ({ ...f, url: '', expires_at: '' });
    expect(unsigned(detail.files[0])).toEqual(unsigned(made));
    const link = detail.files[0]?.url ?? '';
    expect(link).toMatch(/^\/api\/v2\/homework\/files\/\d+\/\?expires=\d+&signature=/);

    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_______ ______ 13.pdf"; filename*=UTF-8''${encodeURIComponent('Решение задачи 13.pdf')}`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // A forged signature or another file's id under this signature is not found; an old link expired.
    const forged = await t.app.inject({ method: 'GET', url: link.replace(/signature=./, 'signature=x') });
    expect(forged.statusCode).toBe(404);
    const otherId = await t.app.inject({
      method: 'GET',
      url: link.replace(`/files/${made.id}/`, `/files/${made.id + 1}/`),
    });
    expect(otherId.statusCode).toBe(404);
    const was = now;
    now = new Date(now.getTime() + 3_600_000);
    const expired = await t.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(403);
    expect(errorOf(expired).errors[0]?.code).toBe('homework_file_link_expired');
    // Reading the homework again then gives a link signed for that moment, which works.
    const reread = (await get(u.access, `/api/v2/homework/${hwId}/`)).json<{ files: WireFile[] }>();
    const fresh = reread.files[0]?.url ?? '';
    expect(fresh).not.toBe(link);
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    now = was;

    const del = await remove(u.access, hwId, longId, made.id);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ files: [] });
    expect((await get(u.access, `/api/v2/homework/${hwId}/`)).json().files).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('checks the real type, the size, the count per task and the task kind', async () => {
    const u = await student();
    const { hwId, shortId, longId } = await createHomework();

    // A script named .png is refused by its bytes; a PNG sent as octet-stream is stored as PNG.
    const fake = await upload(
      u.access,
      hwId,
      longId,
      'x.png',
      'image/png',
      Buffer.from('<script>1</script>'),
    );
    expect(fake.statusCode).toBe(415);
    expect(errorOf(fake).errors[0]?.code).toBe('homework_file_type');
    const exe = await upload(u.access, hwId, longId, 'a.txt', 'text/plain', Buffer.from([0x4d, 0x5a, 0, 1]));
    expect(exe.statusCode).toBe(415);
    const png = await upload(u.access, hwId, longId, 'photo.png', 'application/octet-stream', PNG);
    expect(png.json()).toMatchObject({ mime: 'image/png' });
    const txt = await upload(
      u.access,
      hwId,
      longId,
      'заметки.txt',
      'text/plain',
      Buffer.from('ответ: x = 1'),
    );
    expect(txt.json()).toMatchObject({ mime: 'text/plain', name: 'заметки.txt' });

    const big = await upload(
      u.access,
      hwId,
      longId,
      'big.pdf',
      'application/pdf',
      Buffer.concat([PDF, Buffer.alloc(HOMEWORK_FILE_MAX_BYTES, 0x20)]),
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).errors[0]).toMatchObject({ code: 'homework_file_too_large' });
    expect(errorOf(big).errors[0]?.detail).toContain('10');

    const noFile = await t.app.inject({
      method: 'POST',
      url: filesUrl(hwId, longId),
      headers: bearer(u.access),
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).errors[0]).toMatchObject({ code: 'required', attr: 'file' });

    const notLong = await upload(u.access, hwId, shortId, 'a.pdf', 'application/pdf', PDF);
    expect(notLong.statusCode).toBe(400);
    expect(errorOf(notLong).errors[0]?.detail).toBeTruthy();
    expect((await upload(u.access, hwId, 999_999, 'a.pdf', 'application/pdf', PDF)).statusCode).toBe(404);

    for (let i = 2; i < HOMEWORK_FILES_PER_TASK; i += 1) {
      expect((await upload(u.access, hwId, longId, `p${i}.pdf`, 'application/pdf', PDF)).statusCode).toBe(
        200,
      );
    }
    const sixth = await upload(u.access, hwId, longId, 'more.pdf', 'application/pdf', PDF);
    expect(sixth.statusCode).toBe(400);
    expect(errorOf(sixth).errors[0]?.code).toBe('homework_files_limit');
    expect((await get(u.access, `/api/v2/homework/${hwId}/`)).json().files).toHaveLength(
      HOMEWORK_FILES_PER_TASK,
    );
  });

  it('freezes the files once handed in; the curator lists and downloads them; another student gets 404', async () => {
    const a = await student();
    const b = await student();
    const curator = await signedInUser(t.app, { role: 'CURATOR_ROLE' });
    const head = await signedInUser(t.app, { role: 'HEAD_CURATOR' });
    const { hwId, shortId, longId } = await createHomework();
    const made = (await upload(a.access, hwId, longId, 'work.png', 'image/png', PNG)).json<WireFile>();

    // B (enrolled in the same course) cannot remove A's file, and B's homework shows none of A's.
    const bDelete = await remove(b.access, hwId, longId, made.id);
    expect(bDelete.statusCode).toBe(404);
    expect(errorOf(bDelete).errors[0]?.code).toBe('not_found');
    expect((await get(b.access, `/api/v2/homework/${hwId}/`)).json().files).toEqual([]);
    // A stranger (not enrolled) cannot upload either.
    const stranger = await signedInUser(t.app);
    expect([403, 404]).toContain(
      (await upload(stranger.access, hwId, longId, 'a.pdf', 'application/pdf', PDF)).statusCode,
    );

    expect((await submit(a.access, hwId, shortId, longId)).json().status).toBe('DONE');
    const late = await upload(a.access, hwId, longId, 'late.pdf', 'application/pdf', PDF);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).errors[0]?.code).toBe('homework_transition_forbidden');
    const lateDelete = await remove(a.access, hwId, longId, made.id);
    expect(errorOf(lateDelete).errors[0]?.code).toBe('homework_transition_forbidden');
    const mine = (await get(a.access, `/api/v2/homework/${hwId}/`)).json<{ files: WireFile[] }>();
    expect(mine.files.map((f) => f.id)).toEqual([made.id]);

    const queue = (await get(curator.access, '/api/v2/curators/homework/queue/')).json<{
      results: { submission_id: number; homework_id: number }[];
    }>();
    const subId = queue.results.find((r) => r.homework_id === hwId)?.submission_id;
    for (const staff of [curator, head]) {
      const sub = await get(staff.access, `/api/v2/curators/homework/submissions/${subId}/`);
      expect(sub.statusCode).toBe(200);
      const files = sub.json<{ files: WireFile[] }>().files;
      expect(files.map((f) => [f.name, f.task_id, f.size])).toEqual([['work.png', longId, PNG.length]]);
      const bytes = await t.app.inject({ method: 'GET', url: files[0]?.url ?? '' });
      expect(bytes.headers['content-type']).toBe('image/png');
      expect(bytes.rawPayload.equals(PNG)).toBe(true);
    }
    // A student cannot read the curator's view of it.
    expect((await get(b.access, `/api/v2/curators/homework/submissions/${subId}/`)).statusCode).toBe(403);
  });
});
