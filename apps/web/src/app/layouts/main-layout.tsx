import { AppShell, Burger, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileLanguageSync } from '../../features/profile';
import { HeaderBar } from './header-bar';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { Sidebar } from './sidebar';
import { StudentHeaderSlot, StudentStartupSlot } from './student-slots';

/** Signed-in users: header, sidebar (a drawer on phones) and breadcrumbs. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <ProfileLanguageSync />
      <StudentStartupSlot />
      <AppShell.Header>
        <HeaderBar
          middle={<StudentHeaderSlot />}
          left={
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('common.openNavigation')}
            />
          }
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="md">
          <PageBreadcrumbs />
          {children}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
