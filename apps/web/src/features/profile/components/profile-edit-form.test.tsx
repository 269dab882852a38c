import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../i18n/register';
import { ProfileEditForm } from './profile-edit-form';

registerStudentTexts();

const profile = { nickname: 'neo', vk: 'https://vk.com/neo', birthday: null } as unknown as Parameters<
  typeof ProfileEditForm
>[0]['profile'];

describe('ProfileEditForm (RU: birthday, nickname, vk) through react-hook-form and the contracts schema', () => {
  it('refuses what the contracts refuse without a request, then sends only the changed fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/v2/core/users/profile/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ nickname: 'trinity', vk: null, birthday: null });
      }),
    );
    renderWithProviders(<ProfileEditForm profile={profile} />);
    const nickname = screen.getByTestId('field-nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'x');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText(/Не менее/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'trinity');
    await userEvent.clear(screen.getByTestId('field-vk'));
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Профиль сохранён', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ nickname: 'trinity', vk: null }]);
  }, 30_000);
});
