import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { closeStartupDialogs, modalDialogs, signIn } from './shop-support';
import { expectAccessible } from './support';

/**
 * Homework, end to end, with an account of its own (seed/homework.ts: homework-student@example.com and
 * "Самостоятельная работа: уравнения и отбор корней"), so the demo student's exp and lives stay put:
 * the student solves automatic tasks and a long answer, the demo curator checks it, the student sees
 * the result and fixes the wrong task in work on bugs. Each project has its own server and database.
 */
const STUDENT = 'homework-student@example.com';
const TITLE = 'Самостоятельная работа: уравнения и отбор корней';
const FILE = 'решение-13.txt';

test.describe.configure({ mode: 'serial' });

async function signInAs(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, 'demo1234');
}

/** Answers the start-up modals of the journey's student (checked for accessibility by other specs). */
async function studentIn(page: Page) {
  await signInAs(page, STUDENT);
  const dialog = modalDialogs(page);
  for (let i = 0; i < 8; i += 1) {
    try {
      await dialog.first().waitFor({ state: 'visible', timeout: 2000 });
    } catch {
      break;
    }
    const accept = page.getByTestId('personal-data-accept');
    const language = page.getByTestId('language-confirm');
    const ok = page.getByTestId('startup-modal-ok');
    if (await accept.isVisible()) await accept.click();
    else if (await language.isVisible()) await language.click();
    else if (await ok.isVisible()) await ok.click();
    else await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  await closeStartupDialogs(page);
}

async function openHomework(page: Page) {
  await page.goto('/homework/list');
  const list = page.getByTestId('homework-list');
  await expect(list).toBeVisible();
  const item = list.getByTestId('homework-item').filter({ hasText: TITLE });
  await expect(item).toBeVisible();
  return item;
}

test('a student solves a homework: answers autosave, survive a reload, the work is handed in', async ({
  page,
}) => {
  await studentIn(page);
  const item = await openHomework(page);
  await expect(item.getByTestId('homework-status')).toHaveText('Не сдано');
  await expectAccessible(page);

  await item.getByRole('link', { name: TITLE }).click();
  const solve = page.getByTestId('homework-solve');
  await expect(solve).toBeVisible();
  const tasks = solve.getByTestId('homework-task');
  await expect(tasks).toHaveCount(4);

  // Task 1 (short answer) is answered wrong on purpose: work on bugs will re-ask it.
  await tasks.nth(0).getByLabel('Ответ').fill('1');
  await expect(page.getByTestId('autosave')).toHaveAttribute('data-state', 'saved');
  await page.reload();
  await expect(tasks.nth(0).getByLabel('Ответ')).toHaveValue('1');

  await tasks.nth(1).getByLabel('3', { exact: true }).check();
  // Ordering without drag: up buttons put log₂ 5 < 2,5 < 3 < √10.
  const order = tasks.nth(2);
  await order.getByRole('button', { name: 'Выше: log₂ 5' }).click();
  await order.getByRole('button', { name: 'Выше: log₂ 5' }).click();
  await order.getByRole('button', { name: 'Выше: 2,5' }).click();
  await order.getByRole('button', { name: 'Выше: 2,5' }).click();
  await order.getByRole('button', { name: 'Выше: 3' }).click();
  await expect(order.getByRole('listitem').first()).toContainText('log₂ 5');
  await tasks
    .nth(3)
    .getByLabel('Развёрнутый ответ')
    .fill('sin x = −1 или sin x = −1/2; на отрезке: 7π/6, 3π/2, 11π/6.');
  await expect(page.getByTestId('autosave')).toHaveAttribute('data-state', 'saved');

  // A photo of the working is attached to the long answer (made here: a text file is enough).
  const long = tasks.nth(3);
  await expect(long.getByRole('button', { name: 'Прикрепить файл' })).toBeVisible();
  await long.locator('input[type="file"]').setInputFiles({
    name: FILE,
    mimeType: 'text/plain',
    buffer: Buffer.from('Отбор корней: 7π/6, 3π/2, 11π/6.\n', 'utf8'),
  });
  const attached = long.getByRole('link', { name: `Скачать ${FILE}` });
  await expect(attached).toBeVisible();
  await expect(long.getByTestId('task-file')).toContainText('1 КБ');
  await expect(long.getByRole('button', { name: `Удалить файл ${FILE}` })).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('homework-submit').click();
  await expect(solve.getByTestId('homework-status')).toHaveText('На проверке');
  await expect(tasks.nth(0).getByLabel('Ответ')).toBeDisabled();
  // Handed in: the file stays, without a picker or a remove button.
  await expect(tasks.nth(3).getByRole('link', { name: `Скачать ${FILE}` })).toBeVisible();
  await expect(tasks.nth(3).getByRole('button', { name: 'Прикрепить файл' })).toHaveCount(0);
  await expect(tasks.nth(3).getByRole('button', { name: `Удалить файл ${FILE}` })).toHaveCount(0);
});

test('the demo curator finds it in the queue and scores the long answer by criteria; the student’s bell rings', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people sign in (each through the start-up modals): more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  // The student stays on the homework list in a browser of their own while the curator checks.
  const studentContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const student = await studentContext.newPage();
  await studentIn(student);
  await openHomework(student);
  const bell = student.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const unread = async () =>
    Number((/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '') ?? [0, 0])[1]);
  await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Уведомления/);
  const before = await unread();

  await signInAs(page, 'curator@example.com');
  await page.goto('/curator/homework');
  const queue = page.getByTestId('curator-queue');
  await expect(queue).toBeVisible();
  const item = queue.getByTestId('queue-item').filter({ hasText: TITLE });
  await expect(item).toContainText('Задачин Дмитрий');
  await expectAccessible(page);

  await item.getByRole('link', { name: /Проверить/ }).click();
  const check = page.getByTestId('curator-check');
  await expect(check).toBeVisible();
  // The student's file is a download link; it answers the bytes as an attachment.
  const fileLink = check.getByRole('link', { name: `Скачать ${FILE}` });
  await expect(fileLink).toBeVisible();
  const href = await fileLink.getAttribute('href');
  expect(href).toMatch(/^\/api\/v2\/homework\/files\/\d+\/\?expires=\d+&signature=/);
  const download = await page.request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(await download.text()).toBe('Отбор корней: 7π/6, 3π/2, 11π/6.\n');
  await check.getByLabel('Баллы по критерию «Обоснованно получен верный ответ в пункте а»').fill('1');
  await check.getByLabel('Баллы по критерию «Верно выполнен отбор корней в пункте б»').fill('1');
  await check.getByLabel('Комментарий к заданию').last().fill('Отбор корней выполнен верно.');
  await expectAccessible(page);
  await page.getByTestId('check-save').click();
  await expect(page.getByTestId('check-saved')).toBeVisible();

  // Without a reload the student's bell counts the verdict (and the life the wrong task cost); the
  // verdict's notification opens the homework.
  await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThan(before);
  const peak = await unread();
  await bell.click();
  const popover = student.getByTestId('notification-popover');
  const verdict = popover
    .getByTestId('notification')
    .filter({ hasText: `Домашка «${TITLE}» проверена: 4 из 5` });
  await expect(verdict).toHaveAttribute('data-read', 'false');
  await expect(popover.getByTestId('notification').filter({ hasText: 'Списана жизнь' })).toBeVisible();
  await expectAccessible(student);
  await verdict.getByRole('button').first().click();
  await expect(student).toHaveURL(/\/homework\/\d+$/);
  await expect(student.getByTestId('homework-solve')).toBeVisible();
  await expect.poll(unread).toBe(peak - 1);
  await studentContext.close();
});

test('the student sees the result, fixes the wrong task in work on bugs and prints the work', async ({
  page,
}) => {
  await studentIn(page);
  const item = await openHomework(page);
  await expect(item.getByTestId('homework-status')).toHaveText('Проверено куратором');
  await item.getByRole('link', { name: 'Результаты' }).click();

  const done = page.getByTestId('homework-completed');
  await expect(done).toBeVisible();
  await expect(done.getByTestId('homework-score')).toHaveText('Баллы: 4 из 5');
  await expect(done.getByText('Отбор корней выполнен верно.')).toBeVisible();
  await expect(done.getByRole('link', { name: `Скачать ${FILE}` })).toBeVisible();
  await expect(done.getByText('64 = 2⁶, поэтому 4 − 2x = 6, откуда x = −1.')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('to-work-on-bugs').click();
  const bugs = page.getByTestId('work-on-bugs');
  await expect(bugs.getByTestId('homework-task')).toHaveCount(1);
  await bugs.getByLabel('Ответ').fill('-1');
  await expectAccessible(page);
  await bugs.getByTestId('fix-check').click();
  await expect(page.getByTestId('no-bugs')).toBeVisible();

  await page.goto('/homework/list?status=CHECKED');
  const fixed = page.getByTestId('homework-item').filter({ hasText: TITLE });
  await expect(fixed.getByTestId('homework-status')).toHaveText('Проверено, ошибки исправлены');
  await fixed.getByRole('link', { name: 'Результаты' }).click();
  await page.getByRole('link', { name: 'Версия для печати' }).click();
  await expect(page.getByTestId('homework-print')).toContainText('Задачин Дмитрий');
  await expectAccessible(page);
});
