import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signIn, studentWhoBought } from './shop-support';
import { liveChat } from './lesson-support';
import { deviceContext, expectAccessible, liveLessonId } from './support';

const PASSWORD = 'demo1234';
const COURSE = 'Математика ЕГЭ — мастер-группа';

test('a student and the chat moderator in one live lesson see each other’s messages', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const student = await studentWhoBought(request, COURSE);
  const lessonId = await liveLessonId(request, student.auth);
  const modContext = await deviceContext(browser, testInfo);
  const mod = await modContext.newPage();
  try {
    await signIn(page, student.email, student.password);
    await page.goto(`/lesson/${lessonId}`);
    const studentChat = await liveChat(page);
    await signIn(mod, 'moderator@example.com', PASSWORD);
    await mod.goto(`/lesson/${lessonId}`);
    const modChat = await liveChat(mod);

    // The student asks; Enter sends.
    const question = `Почему в задаче 13 корень x = π/2 не подходит? (${testInfo.project.name})`;
    const box = studentChat.getByRole('textbox', { name: 'Сообщение' });
    await box.fill(question);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(studentChat.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
    const arrived = modChat.getByTestId('chat-message').filter({ hasText: question });
    await expect(arrived).toBeVisible();

    // The moderator answers with the send button and pins the question for everyone.
    const answer = 'Проверьте ОДЗ: при x = π/2 знаменатель cos x обращается в ноль.';
    await modChat.getByRole('textbox', { name: 'Сообщение' }).fill(answer);
    await modChat.getByRole('button', { name: 'Отправить' }).click();
    await expect(studentChat.getByTestId('chat-message').filter({ hasText: answer })).toContainText(
      'модератор',
    );
    await arrived.getByRole('button', { name: /Действия с сообщением/ }).click();
    await mod.getByRole('menuitem', { name: 'Закрепить' }).click();
    await expect(studentChat.getByTestId('chat-pinned')).toContainText(question);

    // The whole lesson page of both, with the chat in it (player, materials, pinned message, menus closed).
    await expect(mod.getByRole('menu')).toHaveCount(0);
    for (const p of [page, mod]) await expectAccessible(p);
    await page.screenshot({
      path: testInfo.outputPath(`lesson-chat-${testInfo.project.name}.png`),
      fullPage: true,
    });
  } finally {
    await modContext.close();
  }
});
