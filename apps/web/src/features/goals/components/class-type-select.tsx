import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassYearRadio } from './class-year-radio';
import { isApiError } from '../../../shared/api';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import {
  useClassTypes,
  useClassYears,
  useGoalAndPurchaseClassTypes,
  useGoals,
  useSaveGoals,
  useSaveStudentClassTypes,
  useStudentClassTypes,
} from '../api/goals';
import { subjectsToSave } from '../model/class-type-selection';

/**
 * The "new student goals" subject picker: the class year (asked only while unknown) and the subjects as
 * coloured tiles. Subjects of courses the student already has are marked. A student whose class year is
 * known saves with PATCH /v2/students/class-types/; otherwise the class year and subjects go through
 * PATCH /v2/umits/goal/.
 */
export function ClassTypeSelect({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const goals = useGoals();
  const years = useClassYears();
  const mine = useStudentClassTypes();
  const related = useGoalAndPurchaseClassTypes();
  const saveTypes = useSaveStudentClassTypes();
  const saveGoals = useSaveGoals();
  const [year, setYear] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[] | null>(null);
  const storedYear = goals.data?.classYearId ?? null;
  const classYear = year ?? storedYear;
  const types = useClassTypes(classYear);

  if (goals.isPending || years.isPending || mine.isPending)
    return <Loader aria-label={t('common.loading')} />;
  if (goals.isError || years.isError || mine.isError) return <Text c="red">{t('common.error')}</Text>;

  const offered = types.data ?? [];
  const chosen = picked ?? (classYear === storedYear ? mine.data.map((c) => c.id) : []);
  const fromCourses = new Set(
    (related.data ?? []).filter((c) => !mine.data.some((m) => m.id === c.id)).map((c) => c.id),
  );
  const toggle = (id: number) =>
    setPicked(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const busy = saveTypes.isPending || saveGoals.isPending;

  const submit = async () => {
    const ids = subjectsToSave(chosen, offered);
    if (classYear === null || ids.length === 0) return;
    try {
      if (classYear === storedYear) await saveTypes.mutateAsync(ids);
      else
        await saveGoals.mutateAsync({
          classYearId: classYear,
          goals: ids.map((id) => ({ classTypeId: id, extraGoals: [] })),
        });
      notifySuccess(t('student.goals.saved'));
      onSaved?.();
    } catch (error) {
      notifyError(isApiError(error) ? (error.errors[0]?.detail ?? t('common.error')) : t('common.error'));
    }
  };

  return (
    <Stack gap="md" data-testid="class-type-select">
      {storedYear === null || year !== null ? (
        <ClassYearRadio
          years={years.data}
          value={classYear}
          onChange={(id) => {
            setYear(id);
            setPicked([]);
          }}
        />
      ) : (
        <Group gap="xs">
          <Text fw={600}>
            {`${t('student.goals.classYear')}: ${years.data.find((y) => y.id === storedYear)?.title ?? ''}`}
          </Text>
          <Button variant="subtle" size="compact-md" mih={44} onClick={() => setYear(storedYear)}>
            {t('student.goals.changeYear')}
          </Button>
        </Group>
      )}
      {classYear !== null && (
        <Stack gap="xs" role="group" aria-label={t('student.goals.subjects')}>
          <Title order={2} size="h4">
            {t('student.goals.subjects')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('student.goals.pickSubjects')}
          </Text>
          {types.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : offered.length === 0 ? (
            <Text>{t('student.goals.noSubjects')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {offered.map((c) => {
                const on = chosen.includes(c.id);
                return (
                  <UnstyledButton
                    key={c.id}
                    onClick={() => toggle(c.id)}
                    aria-pressed={on}
                    data-testid={`subject-tile-${c.id}`}
                  >
                    <Card
                      withBorder
                      mih={56}
                      style={{
                        outline: on
                          ? `2px solid ${c.color?.base ?? 'var(--mantine-primary-color-filled)'}`
                          : undefined,
                        borderLeftWidth: 6,
                        borderLeftColor: c.color?.base ?? 'var(--mantine-color-gray-4)',
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={2}>
                          <Text fw={600}>{c.title}</Text>
                          {fromCourses.has(c.id) && (
                            <Badge variant="light" size="sm">
                              {t('student.goals.fromCourses')}
                            </Badge>
                          )}
                        </Stack>
                        {on && <IconCheck size={20} aria-hidden />}
                      </Group>
                    </Card>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      )}
      <Button
        size="md"
        w="fit-content"
        onClick={() => void submit()}
        loading={busy}
        disabled={classYear === null || subjectsToSave(chosen, offered).length === 0}
        data-testid="class-types-save"
      >
        {t('student.goals.save')}
      </Button>
    </Stack>
  );
}
