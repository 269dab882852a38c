import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HOMEWORK_CHECKED, type TaskAnswer } from '@prepa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatDate } from '../../../shared/lib/format';
import { saveDraft, useHomework, useSubmitHomework } from '../api/homework';
import { StatusBadge } from './status-badge';
import { TaskCard } from './task-card';
import { TaskFiles } from './task-files';
import { TaskInput } from './task-input';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };
const AUTOSAVE_MS = 700;

/** /homework/:id — solve: answers autosave as the student types (a draft survives a reload), then hand in. */
export function HomeworkSolve({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hw = useHomework(homeworkId);
  const submit = useSubmitHomework(homeworkId);
  const [answers, setAnswers] = useState<Record<string, TaskAnswer>>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const pending = useRef<Record<string, TaskAnswer>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = useRef(false);

  useEffect(() => {
    if (hw.data && !loaded.current) {
      loaded.current = true;
      setAnswers(hw.data.answers);
      if (hw.data.draftSavedAt) setSave({ kind: 'saved', at: hw.data.draftSavedAt });
    }
  }, [hw.data]);

  const flush = async () => {
    clearTimeout(timer.current);
    const batch = pending.current;
    pending.current = {};
    if (Object.keys(batch).length === 0) return;
    setSave({ kind: 'saving' });
    try {
      const r = await saveDraft(homeworkId, batch);
      setSave({ kind: 'saved', at: r.draftSavedAt });
    } catch {
      pending.current = { ...batch, ...pending.current };
      setSave({ kind: 'failed' });
    }
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  if (hw.isPending) return <Skeleton h={300} />;
  if (hw.isError || !hw.data)
    return (
      <Alert color="red" title={t('homework.loadFailed')}>
        <Button variant="light" onClick={() => void hw.refetch()}>
          {t('homework.retry')}
        </Button>
      </Alert>
    );
  const d = hw.data;
  const editable = d.editable;
  const change = (taskId: number, a: TaskAnswer) => {
    setAnswers((prev) => ({ ...prev, [String(taskId)]: a }));
    pending.current[String(taskId)] = a;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  };
  const handIn = async () => {
    clearTimeout(timer.current);
    pending.current = {};
    const r = await submit.mutateAsync(answers);
    if (HOMEWORK_CHECKED.includes(r.status)) void navigate(routePath('HomeworkCompleted', { homeworkId }));
  };

  return (
    <Stack gap="md" data-testid="homework-solve">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {d.title}
        </Title>
        <Group gap="xs">
          <StatusBadge status={d.status} />
          <Text size="sm" c="dimmed">
            {t('homework.deadlineAt', {
              date: formatDate(d.deadline, { hour: '2-digit', minute: '2-digit' }),
            })}
          </Text>
        </Group>
      </Stack>
      {d.curatorComment !== null && (
        <Alert
          color={d.status === 'REFUSED' ? 'red' : 'orange'}
          title={d.status === 'REFUSED' ? t('homework.refusedTitle') : t('homework.returnedTitle')}
          data-testid="curator-comment"
        >
          {t('homework.curatorComment', { text: d.curatorComment })}
        </Alert>
      )}
      {!editable && d.status !== 'REFUSED' && (
        <Alert color={d.status === 'EXPIRED' ? 'red' : 'blue'}>
          {d.status === 'EXPIRED' || d.status === 'UNDONE' ? t('homework.expired') : t('homework.readOnly')}
        </Alert>
      )}
      {HOMEWORK_CHECKED.includes(d.status) && (
        <Group>
          <Button component={Link} to={routePath('HomeworkCompleted', { homeworkId })}>
            {t('homework.results')}
          </Button>
        </Group>
      )}
      {d.tasks.map((task) => (
        <TaskCard key={task.id} task={task}>
          <TaskInput
            task={task}
            value={answers[String(task.id)]}
            onChange={(a) => change(task.id, a)}
            disabled={!editable}
          />
          {task.kind === 'LONG' && (
            <TaskFiles
              homeworkId={homeworkId}
              taskId={task.id}
              files={d.files.filter((f) => f.taskId === task.id)}
              editable={editable}
            />
          )}
        </TaskCard>
      ))}
      {editable && (
        <Group
          justify="space-between"
          wrap="wrap"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
        >
          <Text
            size="sm"
            c={save.kind === 'failed' ? 'red' : 'dimmed'}
            role="status"
            aria-live="polite"
            data-testid="autosave"
            data-state={save.kind}
          >
            {save.kind === 'saving' && <Loader size="xs" mr={6} />}
            {save.kind === 'saved'
              ? t('homework.save.saved', {
                  time: formatDate(save.at, {
                    day: undefined,
                    month: undefined,
                    year: undefined,
                    hour: '2-digit',
                    minute: '2-digit',
                    second: '2-digit',
                  }),
                })
              : t(`homework.save.${save.kind}`)}
          </Text>
          <Button onClick={() => void handIn()} loading={submit.isPending} data-testid="homework-submit">
            {t('homework.submit')}
          </Button>
        </Group>
      )}
      {submit.isError && <Alert color="red">{t('homework.submitFailed')}</Alert>}
    </Stack>
  );
}
