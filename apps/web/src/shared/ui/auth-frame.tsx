import { Box, Center, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';

/** Authorization screens: the logo, a control on the right (the language) and a centred card. */
export function AuthFrame({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box component="header" px="md" py="sm">
        <Group justify="space-between">
          <Logo />
          {aside}
        </Group>
      </Box>
      <Center component="main" px="sm" py="lg">
        {children}
      </Center>
    </Box>
  );
}
