import { expect, type Locator, type Page } from '@playwright/test';
import { closeStartupDialogs } from './shop-support';
import { drainStartupModals } from './support';

/** The live lesson's chat, once the page has loaded, the start-up dialogs are closed and it is on air. */
export async function liveChat(page: Page): Promise<Locator> {
  await expect(page.getByTestId('lesson-page')).toBeVisible({ timeout: 40_000 });
  const chat = page.getByRole('region', { name: 'Чат урока' });
  await expect(chat).toBeVisible();
  await drainStartupModals(page);
  await closeStartupDialogs(page);
  await expect(chat.getByRole('status')).toHaveText('В эфире');
  return chat;
}
