import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HomeworkTask, TaskAnswer } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useFixTask, useWorkOnBugs } from '../api/homework';
import { TaskCard } from './task-card';
import { TaskInput } from './task-input';

function BugTask({ homeworkId, task }: { homeworkId: number; task: HomeworkTask }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<TaskAnswer | undefined>();
  const fix = useFixTask(homeworkId);
  return (
    <TaskCard task={task}>
      <TaskInput task={task} value={answer} onChange={setAnswer} />
      <Group gap="sm">
        <Button
          disabled={!answer}
          loading={fix.isPending}
          onClick={() => answer && fix.mutate({ taskId: task.id, answer })}
          data-testid="fix-check"
        >
          {t('homework.check')}
        </Button>
        {fix.data && !fix.data.isCorrect && (
          <Text c="red" size="sm" role="status">
            {t('homework.tryAgain')}
          </Text>
        )}
      </Group>
    </TaskCard>
  );
}

/** /homework/:id/work-on-bugs — re-asks only the wrong tasks; a right answer records the fix. */
export function WorkOnBugsView({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const q = useWorkOnBugs(homeworkId);
  if (q.isPending) return <Skeleton h={200} />;
  if (q.isError || !q.data) return <Alert color="red">{t('homework.loadFailed')}</Alert>;
  return (
    <Stack gap="md" data-testid="work-on-bugs">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('homework.workOnBugs')}: {q.data.title}
      </Title>
      {q.data.tasks.length === 0 ? (
        <Alert color="green" title={t('homework.noBugs')} data-testid="no-bugs">
          <Button variant="light" component={Link} to={routePath('HomeworkCompleted', { homeworkId })}>
            {t('homework.results')}
          </Button>
        </Alert>
      ) : (
        <Text>{t('homework.workOnBugsIntro')}</Text>
      )}
      {q.data.tasks.map((task) => (
        <BugTask key={task.id} homeworkId={homeworkId} task={task} />
      ))}
    </Stack>
  );
}
