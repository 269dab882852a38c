import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../i18n';
import { SupportMenu } from './support-menu';
import { SupportLine } from './support-line';

const contacts = {
  phone: '+78001234567',
  email: 'support@prepa.example',
  vk: 'https://vk.com/prepa_school',
  telegram: 'prepa_support',
  whatsapp: null,
};

describe('SupportMenu', () => {
  it('opens the contacts as links from a keyboard-reachable button anchoring the getOnlineHelp hint', async () => {
    const requests: Request[] = [];
    server.use(
      http.get('/api/settings/support/', ({ request }) => {
        requests.push(request);
        return HttpResponse.json(contacts);
      }),
    );
    renderWithProviders(<SupportMenu />);
    const button = screen.getByRole('button', { name: 'Помощь' });
    expect(button).toHaveAttribute('data-onboarding', 'getOnlineHelp');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('support-contacts')).toBeInTheDocument();
    expect(screen.getByTestId('support-phone')).toHaveAttribute('href', 'tel:+78001234567');
    expect(screen.getByTestId('support-phone')).toHaveTextContent('+7 800 123-45-67');
    expect(screen.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@prepa.example');
    expect(screen.getByTestId('support-telegram')).toHaveAttribute('href', 'https://t.me/prepa_support');
    expect(screen.getByTestId('support-vk')).toHaveAttribute('href', 'https://vk.com/prepa_school');
    expect(screen.queryByTestId('support-whatsapp')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/settings/support/');
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('says so when the contacts fail to load', async () => {
    server.use(
      http.get('/api/settings/support/', () =>
        HttpResponse.json(
          { type: 'server_error', errors: [{ code: 'error', detail: 'boom', attr: null }] },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<SupportMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Помощь' }));
    expect(
      await screen.findByText('Не удалось загрузить контакты поддержки', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('SupportLine', () => {
  it('shows the fallback while loading, then the platform phone', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((r) => (answer = r));
    server.use(
      http.get('/api/settings/support/', async () => {
        await answered;
        return HttpResponse.json(contacts);
      }),
    );
    renderWithProviders(<SupportLine />);
    expect(screen.getByTestId('support-line')).toHaveTextContent('Написать в поддержку');
    answer();
    expect(await screen.findByText('Поддержка: +7 800 123-45-67')).toHaveAttribute(
      'href',
      'tel:+78001234567',
    );
  });
});
