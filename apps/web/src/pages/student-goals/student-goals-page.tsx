import { Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useFlag, useFlagsStore } from '../../features/flags';
import {
  IndividualProgramModal,
  useClassTypes,
  useClassYears,
  useGoals,
  useProgramGoals,
  useProgramStatus,
} from '../../features/goals';
import { routePath } from '../../shared/config/routes';

/** /progress/goal: the chosen class year and subjects, and the individual program. */
export function StudentGoalsPage() {
  const { t } = useTranslation();
  const newGoals = useFlag('new-student-goals');
  const flagsLoaded = useFlagsStore((s) => s.loaded);
  const goals = useGoals();
  const years = useClassYears();
  const programGoals = useProgramGoals();
  const priority = programGoals.data?.find((g) => g.isPriority)?.classType.id ?? null;
  const program = useProgramStatus(priority);
  const [open, setOpen] = useState(false);
  const types = useClassTypes(goals.data?.classYearId ?? null);
  if (!flagsLoaded) return <Loader aria-label={t('common.loading')} />;
  if (newGoals) return <Navigate to={routePath('StudentClassTypeSelect')} replace />;
  if (goals.isPending) return <Loader aria-label={t('common.loading')} />;
  if (goals.isError) return <Text c="red">{t('common.error')}</Text>;
  const year = years.data?.find((y) => y.id === goals.data.classYearId);
  const status = program.data?.status;

  return (
    <Stack gap="md" maw={720} data-testid="goals-page">
      <Title order={1}>{t('student.pages.goals')}</Title>
      <Card withBorder>
        {goals.data.goals.length === 0 ? (
          <Text>{t('student.goals.none')}</Text>
        ) : (
          <Stack gap="xs">
            {year && <Text fw={600}>{`${t('student.goals.classYear')}: ${year.title}`}</Text>}
            <List>
              {goals.data.goals.map((g) => (
                <List.Item key={g.classTypeId}>
                  {types.data?.find((c) => c.id === g.classTypeId)?.title ?? '…'}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Button
          component={Link}
          to={routePath('StudentGoalsSelection')}
          variant="light"
          mt="md"
          size="md"
          w="fit-content"
        >
          {goals.data.goals.length ? t('student.goals.change') : t('student.goals.choose')}
        </Button>
      </Card>
      <Card withBorder data-testid="program-card">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('student.goals.program')}
          </Title>
          {status && <Badge data-testid="program-status">{t(`student.goals.programStatus_${status}`)}</Badge>}
        </Group>
        {status !== 'DISABLED' && (
          <Button
            mt="md"
            size="md"
            w="fit-content"
            onClick={() => setOpen(true)}
            data-testid="program-set-up"
          >
            {t('student.goals.setUp')}
          </Button>
        )}
      </Card>
      <IndividualProgramModal opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
