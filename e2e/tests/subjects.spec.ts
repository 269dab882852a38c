import { expect } from '@playwright/test';
import { test } from './fixtures';
import { freshStudent, signIn } from './shop-support';
import { expectAccessible } from './support';

test.describe('subjects (flag new-student-goals)', () => {
  test('a student picks a class year and subjects, then adds one more', async ({ page, request }) => {
    const s = await freshStudent(request);
    await signIn(page, s.email, s.password);

    await page.goto('/progress/class-type/selection');
    await expect(page.getByTestId('class-type-select')).toBeVisible();
    const save = page.getByTestId('class-types-save');
    await expect(save).toBeDisabled();
    await page.locator('[data-testid^="class-year-"]').last().check();
    const tiles = page.locator('[data-testid^="subject-tile-"]');
    await expect(tiles.first()).toBeVisible();
    await expectAccessible(page);
    const first = Number((await tiles.first().getAttribute('data-testid'))?.replace('subject-tile-', ''));
    await tiles.first().click();
    await expect(tiles.first()).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(page).toHaveURL(/\/home/);

    const mine = async () =>
      (
        (await (await request.get('/api/v2/students/class-types/', { headers: s.auth })).json()) as {
          results: { id: number }[];
        }
      ).results.map((c) => c.id);
    expect(await mine()).toEqual([first]);

    // Back on the page the class year is known: the subject is pressed and another is added.
    await page.goto('/progress/class-type/selection');
    await expect(page.getByRole('button', { name: /Сменить класс|Change class/ })).toBeVisible();
    await expect(tiles.first()).toHaveAttribute('aria-pressed', 'true');
    await tiles.nth(1).click();
    await save.click();
    await expect(page).toHaveURL(/\/home/);
    await expect.poll(mine).toHaveLength(2);
  });
});
