import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { closeStartupDialogs, signIn } from './shop-support';
import { expectAccessible } from './support';

/**
 * Training (flashcards) and level tests, as the seed's trainee (trainee@example.com), enrolled in the
 * demo mathematics and Russian courses: the demo student's exp and daily actions stay as other specs
 * expect them. Each project has its own server and database; a retry reads the counters afresh.
 */
const TRAINEE = { email: 'trainee@example.com', password: 'demo1234' };

/** Signs in and opens `path`; the seed took the trainee past the start-up modals, anything else is closed. */
async function openAsTrainee(page: Page, path: string, ready: string) {
  await signIn(page, TRAINEE.email, TRAINEE.password);
  await page.goto(path);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 30_000 });
  await closeStartupDialogs(page);
}

async function counter(page: Page, key: 'new' | 'learning' | 'known' | 'favorite'): Promise<number> {
  return Number(await page.getByTestId(`counter-${key}-value`).first().textContent());
}

test('ten cards of training move the counters, and the session result sums them up', async ({ page }) => {
  await openAsTrainee(page, '/training/settings', 'training-settings-page');
  const mathPack = page
    .locator('[data-testid^="training-pack-"]')
    .filter({ hasText: 'Профильная математика' });
  await expect(mathPack).toBeVisible();
  await expect(mathPack).toContainText('32 карточки');
  await expectAccessible(page);

  // Only new cards, so that a retry of this journey sees the same kind of cards.
  await mathPack.getByRole('link', { name: 'Новые' }).click();
  await expect(page).toHaveURL(/\/training\/new_cards\?packId=\d+/);
  await expect(page.getByTestId('training-card')).toBeVisible();
  const newBefore = await counter(page, 'new');
  const learningBefore = await counter(page, 'learning');
  const favoriteBefore = await counter(page, 'favorite');
  await expectAccessible(page);

  // The star marks the card favourite and the counter follows.
  await page.getByTestId('training-favorite').click();
  await expect(page.getByTestId('training-favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('counter-favorite-value')).toHaveText(String(favoriteBefore + 1));

  for (let i = 0; i < 10; i += 1) {
    const card = page.getByTestId('training-card');
    const id = await card.getAttribute('data-card-id');
    if (i % 2 === 0) {
      // The keyboard: Space flips, 3 grades "good".
      await page.keyboard.press('Space');
      await expect(page.getByTestId('training-back')).toBeVisible();
      if (i === 0) await expectAccessible(page);
      await page.keyboard.press('3');
    } else {
      await page.getByTestId('training-flip').click();
      await page.getByTestId('training-grade-good').click();
    }
    await expect(page.getByTestId('counter-new-value')).toHaveText(String(newBefore - i - 1));
    await expect(page.getByTestId('counter-learning-value')).toHaveText(String(learningBefore + i + 1));
    if (i < 9) await expect(page.getByTestId('training-card')).not.toHaveAttribute('data-card-id', id ?? '');
  }

  await page.getByTestId('training-finish').click();
  await expect(page).toHaveURL(/\/training\/result\?sessionId=/);
  await expect(page.getByTestId('training-result-reviewed')).toHaveText('Повторено 10 карточек');
  await expect(page.getByTestId('training-daily')).toContainText('Задание дня выполнено');
  await expect(page.getByTestId('counter-learning-value')).toHaveText(String(learningBefore + 10));
  await expectAccessible(page);
});

test('a level test scores the answers and recommends a course of the catalogue', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v3/auth/login/', { data: TRAINEE });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const list = (await (await request.get('/api/v1/student-level-tests/', { headers })).json()) as {
    results: { id: number; subject: string; product_type_id: number }[];
  };
  const math = list.results.find((r) => r.subject === 'EGE_MATH_PROFILE');
  expect(math).toBeTruthy();

  await openAsTrainee(
    page,
    `/level-test/${math?.id}?productTypeId=${math?.product_type_id}`,
    'level-test-page',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уровень по профильной математике');
  await expectAccessible(page);

  const task = (n: number) => page.getByTestId(`level-task-${n}`);
  await task(1).getByLabel('Ваш ответ').fill('10');
  await task(2).getByLabel('Ваш ответ').fill('0,15');
  await task(3).getByLabel('Точка минимума').check();
  await task(4).getByLabel('cos²α − sin²α').check();
  await task(4).getByLabel('1 − 2sin²α').check();
  await task(5).getByLabel('Ваш ответ').fill(' 12 ');
  await task(6).getByLabel('Ваш ответ').fill('12100');
  await page.getByTestId('level-test-submit').click();

  const result = page.getByTestId('level-test-result');
  await expect(result).toContainText('6 из 6 баллов (100%)');
  await expect(page.getByTestId('level-test-level')).toContainText('Продвинутый уровень');
  const recommendation = page.getByTestId('level-test-recommendation');
  await expect(recommendation).toContainText('Рулетка: случайный вариант ЕГЭ с разбором');
  await expectAccessible(page);
  await recommendation.getByRole('link', { name: 'Открыть в каталоге' }).click();
  await expect(page).toHaveURL(/\/catalog\/RULETKA\/\d+/);
});
