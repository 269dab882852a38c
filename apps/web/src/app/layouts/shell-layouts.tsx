import { AppShell, Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SupportLine } from '../../features/support';
import { HeaderBar } from './header-bar';

type LayoutProps = { children: ReactNode };

/** Guests (and pages without a sidebar): logo and "login or register". */
export function HeaderOnlyLayout({ children }: LayoutProps) {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <HeaderBar />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** Error pages that offer help: the support line in the header. */
export function ContactsLayout({ children }: LayoutProps) {
  const line = <SupportLine />;
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <HeaderBar middle={<Box visibleFrom="sm">{line}</Box>} />
      </AppShell.Header>
      <AppShell.Main>
        <Box hiddenFrom="sm" ta="center">
          {line}
        </Box>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/** Video and other full-width content. */
export function MediaLayout({ children }: LayoutProps) {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <HeaderBar />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

/** Printable pages: no chrome at all. */
export function PrintLayout({ children }: LayoutProps) {
  return (
    <Box component="main" p="md" bg="white" c="black">
      {children}
    </Box>
  );
}

export function EmptyLayout({ children }: LayoutProps) {
  return (
    <Box component="main" mih="100dvh" p="md">
      {children}
    </Box>
  );
}

export { MainLayout } from './main-layout';
