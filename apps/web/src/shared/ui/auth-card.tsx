import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every authorization screen sits in. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={520} mx="auto">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
        {footer}
      </Stack>
    </Paper>
  );
}
