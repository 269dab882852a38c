import { Button, Checkbox, Chip, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassYearRadio } from './class-year-radio';
import { isApiError } from '../../../shared/api';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useClassTypes, useClassYears, useExtraGoals, useGoals, useSaveGoals } from '../api/goals';

/** Class year, subjects of that year and extra goals; saved with PATCH /v2/umits/goal/. */
export function GoalsForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const years = useClassYears();
  const goals = useGoals();
  const extra = useExtraGoals();
  const save = useSaveGoals();
  const [year, setYear] = useState<number | null>(null);
  const [subjects, setSubjects] = useState<number[] | null>(null);
  const [picked, setExtras] = useState<string[] | null>(null);
  const classYear = year ?? goals.data?.classYearId ?? null;
  const types = useClassTypes(classYear);
  const chosen = subjects ?? goals.data?.goals.map((g) => g.classTypeId) ?? [];
  // Extra goals apply to every chosen subject; until changed, the ones saved before are shown.
  const extras = picked ?? [...new Set(goals.data?.goals.flatMap((g) => g.extraGoals) ?? [])].map(String);

  if (years.isPending || goals.isPending) return <Loader aria-label={t('common.loading')} />;
  if (years.isError) return <Text c="red">{t('common.error')}</Text>;

  const submit = async () => {
    if (classYear === null || chosen.length === 0) return;
    try {
      await save.mutateAsync({
        classYearId: classYear,
        goals: chosen.map((id) => ({ classTypeId: id, extraGoals: extras.map(Number) })),
      });
      notifySuccess(t('student.goals.saved'));
      onSaved?.();
    } catch (error) {
      notifyError(isApiError(error) ? (error.errors[0]?.detail ?? t('common.error')) : t('common.error'));
    }
  };

  return (
    <Stack gap="md" data-testid="goals-form">
      <ClassYearRadio
        years={years.data}
        value={classYear}
        onChange={(id) => {
          setYear(id);
          setSubjects([]);
        }}
      />
      {classYear !== null && (
        <Checkbox.Group
          label={
            <Title order={2} size="h4">
              {t('student.goals.subjects')}
            </Title>
          }
          value={chosen.map(String)}
          onChange={(v) => setSubjects(v.map(Number))}
        >
          {types.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : (
            <Stack gap="xs" mt="xs">
              {(types.data ?? []).map((c) => (
                <Checkbox
                  key={c.id}
                  value={String(c.id)}
                  label={c.title}
                  data-testid={`class-type-${c.id}`}
                />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
      )}
      {extra.data && extra.data.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('student.goals.extraGoals')}
          </Title>
          <Chip.Group multiple value={extras} onChange={setExtras}>
            <Group gap="xs">
              {extra.data.map((g) => (
                <Chip key={g.id} value={String(g.id)}>
                  {g.title}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      <Button
        size="md"
        w="fit-content"
        onClick={() => void submit()}
        loading={save.isPending}
        disabled={classYear === null || chosen.length === 0}
        data-testid="goals-save"
      >
        {t('student.goals.save')}
      </Button>
    </Stack>
  );
}
