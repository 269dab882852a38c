import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HOMEWORK_EXAM_THRESHOLD, type HomeworkCompleted, type HomeworkFile } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useHomeworkCompleted } from '../api/homework';
import { StatusBadge } from './status-badge';
import { FileLinks } from './task-files';
import { TaskCard } from './task-card';
import { answerText } from './task-input';

type Task = HomeworkCompleted['tasks'][number];

export function ResultBadge({ task }: { task: Task }) {
  const { t } = useTranslation();
  const r = task.result;
  if (!r || r.isCorrect === null) return <Badge color="gray.7">{t('homework.pending')}</Badge>;
  if (r.fixedAt) return <Badge color="cyan.9">{t('homework.fixed')}</Badge>;
  return (
    <Badge
      color={r.isCorrect ? 'teal.9' : 'red.9'}
      data-testid="task-result"
      data-correct={String(r.isCorrect)}
    >
      {r.isCorrect ? t('homework.correct') : t('homework.wrong')} · {r.points}/{r.maxPoints}
    </Badge>
  );
}

/**
 * One task with the student's answer (and the files attached to it), the right answer, the explanation
 * and the curator's marks.
 */
export function CompletedTask({
  task,
  showKey = true,
  files = [],
}: {
  task: Task;
  showKey?: boolean;
  files?: HomeworkFile[];
}) {
  const { t } = useTranslation();
  const none = t('homework.noAnswer');
  return (
    <TaskCard task={task}>
      <Group gap="xs">
        <ResultBadge task={task} />
      </Group>
      <Text size="sm">
        <b>{t('homework.yourAnswer')}:</b> {answerText(task, task.answer, none)}
      </Text>
      {task.answer?.kind === 'LONG' && task.answer.files.length > 0 && (
        <List size="sm">
          {task.answer.files.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      )}
      <FileLinks files={files.filter((f) => f.taskId === task.id)} />
      {showKey && (
        <Text size="sm">
          <b>{t('homework.rightAnswer')}:</b> {answerText(task, task.key, none)}
        </Text>
      )}
      {showKey && task.explanation && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <b>{t('homework.explanation')}:</b> {task.explanation}
        </Text>
      )}
      {task.criteria.length > 0 && task.result && Object.keys(task.result.criteriaScores).length > 0 && (
        <List size="sm">
          {task.criteria.map((c) => (
            <List.Item key={c.id}>
              {c.title}: {task.result?.criteriaScores[c.id] ?? 0}/{c.maxPoints}
            </List.Item>
          ))}
        </List>
      )}
      {task.result?.comment && (
        <Text size="sm" c="dimmed">
          <b>{t('homework.comment')}:</b> {task.result.comment}
        </Text>
      )}
    </TaskCard>
  );
}

/** /homework/:id/completed — only after the check. */
export function HomeworkCompletedView({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const q = useHomeworkCompleted(homeworkId);
  if (q.isPending) return <Skeleton h={300} />;
  if (q.isError || !q.data)
    return (
      <Alert color="blue" title={t('homework.pending')}>
        <Button variant="light" component={Link} to={routePath('Homework', { homeworkId })}>
          {t('homework.open')}
        </Button>
      </Alert>
    );
  const d = q.data;
  const wrong = d.tasks.some((x) => x.result?.isCorrect === false && !x.result.fixedAt && x.kind !== 'LONG');
  return (
    <Stack gap="md" data-testid="homework-completed">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('homework.completedTitle', { title: d.title })}
      </Title>
      <Group gap="xs">
        <StatusBadge status={d.status} />
        {d.score !== null && (
          <Text data-testid="homework-score">{t('homework.score', { score: d.score, max: d.maxScore })}</Text>
        )}
        {d.passed !== null && (
          <Badge color={d.passed ? 'teal.9' : 'red.9'} variant="filled">
            {t(d.passed ? 'homework.passed' : 'homework.notPassed', { n: HOMEWORK_EXAM_THRESHOLD })}
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        {wrong && (
          <Button component={Link} to={routePath('WorkOnBugs', { homeworkId })} data-testid="to-work-on-bugs">
            {t('homework.workOnBugs')}
          </Button>
        )}
        {d.submissionId && (
          <Button
            variant="light"
            component={Link}
            to={routePath('HomeworkPrint', { submissionId: d.submissionId })}
          >
            {t('homework.print')}
          </Button>
        )}
      </Group>
      {d.tasks.map((task) => (
        <CompletedTask key={task.id} task={task} files={d.files} />
      ))}
    </Stack>
  );
}
