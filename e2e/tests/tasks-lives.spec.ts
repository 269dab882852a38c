import { expect } from '@playwright/test';
import { test } from './fixtures';
import { closeStartupDialogs, signIn } from './shop-support';
import { drainStartupModals, expectAccessible } from './support';

/**
 * Weekly individual tasks on Home (RU) and the lives on /loyalty, for the demo student whose
 * activity and lives history the seed recorded through the real services.
 */
test('the demo student sees this week’s tasks on Home and their lives with history on /loyalty', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v3/auth/login/', {
    data: { email: 'student@example.com', password: 'demo1234' },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const tasks = (await (await request.get('/api/gamification/individual-tasks/', { headers })).json()) as {
    results: { id: string; progress: number; goal: number }[];
    week_start: string;
  };

  await signIn(page, 'student@example.com', 'demo1234');
  await page.goto('/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await drainStartupModals(page);
  await closeStartupDialogs(page);

  const card = page.getByTestId('individual-tasks');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Задания недели' })).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(4);
  const lessons = tasks.results[0] as { id: string; progress: number; goal: number };
  // The seed watched a lesson on the day the server started, so this week's lessons task has real
  // progress, unless a new week (in the platform's zone) has begun since: then today is its Monday and
  // the week rightly starts from nought.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  if (tasks.week_start !== today) expect(lessons.progress).toBeGreaterThanOrEqual(1);
  for (const task of tasks.results)
    await expect(card.getByTestId(`individual-task-${task.id}`)).toContainText(
      `${task.progress} из ${task.goal}`,
    );
  await expectAccessible(page);

  await page.goto('/loyalty');
  await expect(page.getByTestId('progress-page')).toBeVisible();
  await page.getByTestId('progress-tab-lives').click();
  await expect(page).toHaveURL(/tab=lives/);
  const lives = page.getByTestId('lives-section');
  await expect(lives.getByTestId('lives-count')).toHaveText('Жизни: 3 из 5');
  await expect(lives.getByRole('img', { name: 'Жизни: 3 из 5' })).toBeVisible();
  const rows = lives.getByTestId('lives-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Жизнь от куратора');
  await expect(rows.nth(0)).toContainText('+1');
  await expect(rows.nth(1)).toContainText('Пропущен дедлайн');
  await expect(rows.nth(1)).toContainText('Домашнее задание: производная');
  await expectAccessible(page);
});
