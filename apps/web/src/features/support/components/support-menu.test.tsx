import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../i18n';
import { SupportMenu } from './support-menu';
import { SupportLine } from './support-line';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const contacts = {
  phone: '+78001234567',
  email: 'support@prepa.example',
  vk: 'https://vk.com/prepa_school',
  telegram: 'prepa_support',
  whatsapp: null,
};

describe('SupportMenu', () => {
  it('opens the contacts as links from a keyboard-reachable button anchoring the getOnlineHelp hint', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, contacts));
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
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/settings/support/');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('says so when the contacts fail to load', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { type: 'server_error', errors: [{ code: 'error', detail: 'boom', attr: null }] }),
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
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderWithProviders(<SupportLine />);
    expect(screen.getByTestId('support-line')).toHaveTextContent('Написать в поддержку');
    resolve(jsonResponse(200, contacts));
    expect(await screen.findByText('Поддержка: +7 800 123-45-67')).toHaveAttribute(
      'href',
      'tel:+78001234567',
    );
  });
});
