import { Box, Center, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../../features/profile';
import { Logo } from '../../shared/ui';

/** Authorization screens: the logo, the language and a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box component="header" px="md" py="sm">
        <Group justify="space-between">
          <Logo />
          <LanguageSelect />
        </Group>
      </Box>
      <Center component="main" px="sm" py="lg">
        {children}
      </Center>
    </Box>
  );
}
