import { Alert, Button, Group, NumberInput, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import type { CuratorCheck } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCuratorAction, useCuratorSubmission } from '../api/homework';
import { CompletedTask } from './homework-completed';
import { StatusBadge } from './status-badge';

type Marks = Record<number, { criteria: Record<string, number>; comment: string }>;

/** The check screen: criteria scores and a comment per task; return for rework or refuse with a comment. */
export function CuratorCheckView({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation();
  const q = useCuratorSubmission(submissionId);
  const action = useCuratorAction(submissionId);
  const [marks, setMarks] = useState<Marks>({});
  const [back, setBack] = useState('');
  if (q.isPending) return <Skeleton h={300} />;
  if (q.isError || !q.data) return <Alert color="red">{t('homework.loadFailed')}</Alert>;
  const d = q.data;
  const mark = (taskId: number) => marks[taskId] ?? { criteria: {}, comment: '' };
  const setMark = (taskId: number, m: Partial<Marks[number]>) =>
    setMarks((prev) => ({ ...prev, [taskId]: { ...mark(taskId), ...m } }));
  const body: CuratorCheck = {
    tasks: d.tasks
      .filter((task) => task.kind === 'LONG' || mark(task.id).comment)
      .map((task) => ({
        taskId: task.id,
        criteria: Object.fromEntries(
          task.criteria.map((c) => [
            c.id,
            mark(task.id).criteria[c.id] ?? task.result?.criteriaScores[c.id] ?? 0,
          ]),
        ),
        comment: mark(task.id).comment,
      })),
  };
  return (
    <Stack gap="md" data-testid="curator-check">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('homework.curator.checkTitle', { title: d.title })}
      </Title>
      <Group gap="xs">
        <Text>
          {t('homework.curator.student')}: {d.studentName}
        </Text>
        <StatusBadge status={d.status} />
      </Group>
      {d.status === 'CHECKED_BY_NEURO' && (
        <Alert color="indigo" data-testid="precheck-note">
          {t('homework.curator.precheckNote')}
        </Alert>
      )}
      {d.tasks.map((task) => (
        <Stack key={task.id} gap="xs">
          <CompletedTask task={task} files={d.files} />
          {task.criteria.map((c) => (
            <NumberInput
              key={c.id}
              label={t('homework.curator.score', { title: c.title })}
              min={0}
              max={c.maxPoints}
              clampBehavior="strict"
              allowDecimal={false}
              value={mark(task.id).criteria[c.id] ?? task.result?.criteriaScores[c.id] ?? 0}
              onChange={(v) =>
                setMark(task.id, { criteria: { ...mark(task.id).criteria, [c.id]: Number(v) || 0 } })
              }
              maw={360}
            />
          ))}
          <Textarea
            label={t('homework.curator.comment')}
            autosize
            minRows={1}
            value={mark(task.id).comment}
            onChange={(e) => setMark(task.id, { comment: e.currentTarget.value })}
          />
        </Stack>
      ))}
      {action.isSuccess && (
        <Alert color="green" role="status" data-testid="check-saved">
          {t('homework.curator.done')}
        </Alert>
      )}
      {action.isError && <Alert color="red">{t('homework.curator.failed')}</Alert>}
      <Group>
        <Button
          onClick={() => action.mutate({ kind: 'check', body })}
          loading={action.isPending}
          data-testid="check-save"
        >
          {t('homework.curator.save')}
        </Button>
        {d.status === 'CHECKED_BY_NEURO' && (
          <Button
            variant="light"
            onClick={() => action.mutate({ kind: 'confirm' })}
            loading={action.isPending}
            data-testid="precheck-confirm"
          >
            {t('homework.curator.confirmPrecheck')}
          </Button>
        )}
      </Group>
      <Textarea
        label={t('homework.curator.returnComment')}
        value={back}
        onChange={(e) => setBack(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          variant="light"
          color="orange"
          disabled={!back.trim()}
          onClick={() => action.mutate({ kind: 'return', comment: back })}
        >
          {t('homework.curator.return')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          disabled={!back.trim()}
          onClick={() => action.mutate({ kind: 'refuse', comment: back })}
        >
          {t('homework.curator.refuse')}
        </Button>
      </Group>
    </Stack>
  );
}
