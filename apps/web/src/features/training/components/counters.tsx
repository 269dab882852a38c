import { Group, Paper, Text } from '@mantine/core';
import type { TrainingCounters } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  ['new', 'newCardsCount', 'blue'],
  ['learning', 'learningCardsCount', 'grape'],
  ['known', 'knownCardsCount', 'teal'],
  ['favorite', 'favoriteCardsCount', 'pink'],
] as const;

/** The four counters of a pack (new, learning, known, favourite). */
export function TrainingCountersView({ counters }: { counters: TrainingCounters }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="training-counters">
      {ITEMS.map(([key, field, color]) => (
        <Paper key={key} withBorder px="sm" py={4} radius="md" data-testid={`counter-${key}`}>
          <Text size="sm" component="span" c="dimmed">
            {t(`training.counters.${key}`)}:{' '}
          </Text>
          <Text size="sm" component="span" fw={700} c={`${color}.9`} data-testid={`counter-${key}-value`}>
            {counters[field]}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
