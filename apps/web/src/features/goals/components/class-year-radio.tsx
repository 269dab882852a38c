import { Group, Radio, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassYear } from '../api/goals';

/** "Choose your class": one radio per class year (used by both goals forms). */
export function ClassYearRadio({
  years,
  value,
  onChange,
}: {
  years: readonly ClassYear[];
  value: number | null;
  onChange: (classYearId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={
        <Title order={2} size="h4">
          {t('student.goals.chooseYear')}
        </Title>
      }
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
    >
      <Group gap="sm" mt="xs">
        {years.map((y) => (
          <Radio key={y.id} value={String(y.id)} label={y.title} data-testid={`class-year-${y.id}`} />
        ))}
      </Group>
    </Radio.Group>
  );
}
