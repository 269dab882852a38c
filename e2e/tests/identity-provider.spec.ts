import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './support';

const CLIENT_REDIRECT = 'http://localhost:3000/oauth/callback';

test.describe('identity-provider pages for other apps', () => {
  test('a registered client gets a token that signs the user in', async ({ page, request }) => {
    // The client app is not running here: answer its callback page in the browser.
    await page.route(`${CLIENT_REDIRECT}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<html lang="en"><title>client</title><main>client app</main></html>',
      }),
    );
    await page.goto(`/login?client_id=prepa-mobile&client_redirect=${encodeURIComponent(CLIENT_REDIRECT)}`);
    await expectAccessible(page);
    await page.getByTestId('login-identifier').fill('student@example.com');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();

    await page.waitForURL(`${CLIENT_REDIRECT}?**`);
    const token = new URL(page.url()).searchParams.get('token');
    expect(token).toBeTruthy();

    const res = await request.post('/api/v2/auth/o/login/', { data: { token } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { access: string; refresh: string };
    expect(body.access).toBeTruthy();
    // The token is single-use.
    const again = await request.post('/api/v2/auth/o/login/', { data: { token } });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { type: string }).type).toBe('validation_error');
  });

  test('an unknown client or a foreign redirect is refused clearly', async ({ page }) => {
    await page.goto(`/login?client_id=nobody&client_redirect=${encodeURIComponent(CLIENT_REDIRECT)}`);
    const refused = page.getByRole('heading', { name: 'Некорректное приложение для входа' });
    await expect(refused).toBeVisible();
    await page.goto(
      `/login?client_id=prepa-mobile&client_redirect=${encodeURIComponent('https://evil.example/steal')}`,
    );
    await expect(refused).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveCount(0);
    await expectAccessible(page);
  });
});
