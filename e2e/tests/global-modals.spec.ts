import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { modalDialogs, signIn } from './shop-support';
import { expectAccessible } from './support';

/**
 * Global modals and polls (spec 1 §4) as the seed's modals student (modals-student@example.com), the
 * only account the demo modals are for: the welcome of the new season on start-up, a corner scale poll
 * on Home, and the shop's sequence of two with a poll. Each project has its own server and database.
 */
const STUDENT = { email: 'modals-student@example.com', password: 'demo1234' };

const shopModals = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/v2/students/modals/?action=SHOP') && r.ok());

test('the welcome, a corner poll and the shop’s sequence with a poll, each shown once', async ({ page }) => {
  // Four axe runs and a reload on a shared two-core machine.
  test.setTimeout(150_000);
  await signIn(page, STUDENT.email, STUDENT.password);

  // OPEN on start-up: the welcome of the new season.
  const welcome = modalDialogs(page).filter({ hasText: 'Новый сезон подготовки начался!' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Поехали' }).click();
  await expect(welcome).toBeHidden();

  // MAIN (Home): a corner poll on a 0–10 scale; the follow-up question follows the score.
  const corner = page.getByRole('dialog', { name: 'Ваше мнение' });
  await expect(corner).toBeVisible();
  await expect(corner.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  await corner.getByRole('radio', { name: '8' }).check();
  await corner.getByLabel('Что нам стоит улучшить?').fill('Больше разборов');
  await expectAccessible(page);
  await corner.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Спасибо за ответ!')).toBeVisible();
  await expect(corner).toBeHidden();

  // SHOP: two modals in sequence with previous and next; the second cannot be skipped and asks a poll.
  const loaded = shopModals(page);
  await page.goto('/catalog');
  await loaded;
  const modal = modalDialogs(page);
  await expect(modal).toContainText('Скидки на мастер-группы');
  await expect(modal.getByText('1 из 2')).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Далее' }).click();
  await expect(modal).toContainText('Помогите нам стать лучше');
  await expect(modal.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toContainText('Помогите нам стать лучше');
  await modal.getByRole('button', { name: 'Назад' }).click();
  await expect(modal).toContainText('Скидки на мастер-группы');
  await modal.getByRole('button', { name: 'Вперёд' }).click();
  const send = modal.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeDisabled();
  await modal.getByRole('radio', { name: 'Преподаватель' }).check();
  await expectAccessible(page);
  await send.click();
  await expect(page.getByText('Спасибо за ответ!').first()).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('course-type-tiles')).toBeVisible();

  // Viewed once: after a reload the server has nothing more for the shop, and nothing shows.
  const again = shopModals(page);
  await page.reload();
  const answer = (await (await again).json()) as { modals: unknown[] };
  expect(answer.modals).toEqual([]);
  await expect(page.getByTestId('course-type-tiles')).toBeVisible();
  await expect(modalDialogs(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Ваше мнение' })).toHaveCount(0);
});
