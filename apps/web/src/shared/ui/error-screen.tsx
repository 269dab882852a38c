import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ErrorScreenProps {
  code?: string;
  title: string;
  description: string;
  action?: ReactNode;
  testId?: string;
}

export function ErrorScreen({ code, title, description, action, testId }: ErrorScreenProps) {
  return (
    <Stack align="center" justify="center" gap="md" py="xl" px="md" ta="center" data-testid={testId}>
      {code && (
        <Text fz={64} fw={800} c="indigo.7" lh={1} aria-hidden>
          {code}
        </Text>
      )}
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}
