import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signIn, studentWhoBought } from './shop-support';
import { liveChat } from './lesson-support';
import { deviceContext, expectAccessible, liveLessonId, openSidebar } from './support';

const COURSE = 'Математика ЕГЭ — мастер-группа';

/**
 * Runs in the browser (Node 20 has no WebSocket): the reporter's own socket finds the message in the
 * lesson's history and reports it, as the chat panel's "Report" does.
 */
async function reportOverSocket(arg: {
  token: string;
  lessonId: number;
  text: string;
  reason: string;
}): Promise<boolean> {
  const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws/lessons/chat/`);
  const waiting = new Map<number, (frame: { ok: boolean; data?: unknown }) => void>();
  ws.onmessage = (event) => {
    const frame = JSON.parse(String(event.data)) as { request_id?: number; ok: boolean; data?: unknown };
    if (typeof frame.request_id === 'number') waiting.get(frame.request_id)?.(frame);
  };
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 0;
  const ask = (action: string, payload: object) =>
    new Promise<{ ok: boolean; data?: unknown }>((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      ws.send(JSON.stringify({ action, request_id: next, ...payload }));
    });
  try {
    if (!(await ask('auth', { token: arg.token })).ok) return false;
    const history = await ask('history', { lesson_id: arg.lessonId });
    const messages = (history.data as { messages: { id: number; text: string }[] } | undefined)?.messages;
    const target = messages?.find((m) => m.text === arg.text);
    if (!target) return false;
    const report = await ask('report_user_message', {
      lesson_id: arg.lessonId,
      message_id: target.id,
      reason: arg.reason,
    });
    return report.ok;
  } finally {
    ws.close();
  }
}

test('the chat moderator hides a reported message from the reports screen', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Arrange: a student of the live lesson writes a message, and a classmate reports it over the chat socket.
  const author = await studentWhoBought(request, COURSE);
  const reporter = await studentWhoBought(request, COURSE);
  const lessonId = await liveLessonId(request, author.auth);
  await signIn(page, author.email, author.password);
  await page.goto(`/lesson/${lessonId}`);
  const chat = await liveChat(page);
  const text = `Скину ответы к пробнику, пишите в личку (${testInfo.project.name} ${Date.now()})`;
  const box = chat.getByRole('textbox', { name: 'Сообщение' });
  await box.fill(text);
  await box.press('Enter');
  const message = chat.getByTestId('chat-message').filter({ hasText: text });
  await expect(message).toBeVisible();
  const token = (reporter.auth.Authorization ?? '').replace('Bearer ', '');
  const reported = await page.evaluate(reportOverSocket, { token, lessonId, text, reason: 'списывание' });
  expect(reported).toBe(true);

  const modContext = await deviceContext(browser, testInfo);
  const mod = await modContext.newPage();
  try {
    await signIn(mod, 'moderator@example.com', 'demo1234');
    // The staff home first: on a phone the burger appears with the layout.
    await expect(mod.getByTestId('staff-home')).toBeVisible();
    const sidebar = await openSidebar(mod);
    await sidebar.getByTestId('staff-nav-chatReports').click();
    await expect(mod).toHaveURL(/\/moderator\/reports$/);
    await expect(mod.getByRole('heading', { level: 1, name: 'Жалобы на сообщения чата' })).toBeVisible();
    const entry = mod.getByTestId('chat-report').filter({ hasText: text });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('1 жалоба');
    await expect(entry).toContainText('списывание');
    await expect(entry.getByRole('heading', { name: 'Вписанные и центральные углы' })).toBeVisible();
    await expectAccessible(mod);

    // Keyboard: the hide button, then the confirmation's button.
    await entry.getByRole('button', { name: 'Скрыть', exact: true }).focus();
    await mod.keyboard.press('Enter');
    const dialog = mod.getByRole('dialog', { name: 'Скрыть сообщение?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(mod);
    await dialog.getByTestId('chat-report-confirm').focus();
    await mod.keyboard.press('Enter');
    await expect(mod.getByText('Сообщение скрыто')).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The student's open chat loses the message at once (the chat's own hide push).
    await expect(message).toHaveCount(0);
    await mod.screenshot({
      path: testInfo.outputPath(`moderator-reports-${testInfo.project.name}.png`),
      fullPage: true,
    });
    // Nothing overflows a 360 px screen sideways.
    const overflow = await mod.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await modContext.close();
  }
});
