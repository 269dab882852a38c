import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonState } from '@prepa/contracts';

const COLORS: Record<LessonState, string> = { live: 'red.9', recorded: 'blue.9', upcoming: 'gray.8' };

export function LessonStateBadge({ state }: { state: LessonState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="filled" data-testid="lesson-state" style={{ flexShrink: 0 }}>
      {t(`lessons.state.${state}`)}
    </Badge>
  );
}
