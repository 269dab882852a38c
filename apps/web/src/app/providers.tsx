import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../shared/api';
import { i18next } from '../shared/i18n';
import { AppMantineProvider } from './mantine-provider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <AppMantineProvider>
        <QueryClientProvider client={queryClient}>
          {/* Decorative: route changes are announced by the page title, not by the bar. */}
          <NavigationProgress aria-hidden />
          <Notifications position="top-center" />
          {children}
        </QueryClientProvider>
      </AppMantineProvider>
    </I18nextProvider>
  );
}
