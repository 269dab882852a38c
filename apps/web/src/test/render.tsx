import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import '../shared/i18n';

/** Renders with the app's providers (fresh query cache, in-memory router). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    // env="test": no transitions (their timers would fire after a test file has torn its DOM down) and no portals.
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Notifications />
          {ui}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
