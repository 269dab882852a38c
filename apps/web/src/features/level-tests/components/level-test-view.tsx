import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { LevelTask, LevelTestResult } from '@prepa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useLevelTest, useSubmitLevelTest } from '../api/level-tests';

type Answers = Record<number, { options?: number[]; text?: string }>;

function TaskField({
  task,
  index,
  value,
  onChange,
  verdict,
}: {
  task: LevelTask;
  index: number;
  value: { options?: number[]; text?: string } | undefined;
  onChange: (v: { options?: number[]; text?: string }) => void;
  verdict: boolean | undefined;
}) {
  const { t } = useTranslation();
  const label = (
    <Group gap="xs" wrap="wrap">
      <Text fw={700}>{t('levelTests.taskN', { n: index + 1 })}</Text>
      {task.taskNumber !== null && (
        <Badge variant="light" color="gray" c="dark.6">
          {t('levelTests.examTask', { n: task.taskNumber })}
        </Badge>
      )}
      {verdict !== undefined && (
        <Badge color={verdict ? 'teal.9' : 'red.9'} variant="filled">
          {verdict ? t('levelTests.correct') : t('levelTests.wrong')}
        </Badge>
      )}
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="md" data-testid={`level-task-${index + 1}`}>
      <Stack gap="sm">
        {label}
        <Text>{task.text}</Text>
        {task.kind === 'short_answer' && (
          <TextInput
            label={t('levelTests.answerLabel')}
            value={value?.text ?? ''}
            onChange={(e) => onChange({ text: e.currentTarget.value })}
            size="md"
            maxLength={200}
          />
        )}
        {task.kind === 'single_choice' && (
          <Radio.Group
            label={t('levelTests.chooseOne')}
            value={value?.options?.[0] !== undefined ? String(value.options[0]) : null}
            onChange={(v) => onChange({ options: [Number(v)] })}
          >
            <Stack gap="xs" mt="xs">
              {task.options.map((o) => (
                <Radio key={o.id} value={String(o.id)} label={o.text} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {task.kind === 'multiple_choice' && (
          <Checkbox.Group
            label={t('levelTests.chooseMany')}
            value={(value?.options ?? []).map(String)}
            onChange={(v) => onChange({ options: v.map(Number) })}
          >
            <Stack gap="xs" mt="xs">
              {task.options.map((o) => (
                <Checkbox key={o.id} value={String(o.id)} label={o.text} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
    </Card>
  );
}

function ResultCard({ result, onRetry }: { result: LevelTestResult; onRetry: () => void }) {
  const { t } = useTranslation();
  const r = result.recommendation;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="level-test-result">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('levelTests.resultTitle')}
        </Title>
        <Text size="lg" fw={600}>
          {t('levelTests.score', { score: result.score, max: result.maxScore, percent: result.percent })}
        </Text>
        <Text data-testid="level-test-level">{t(`levelTests.level.${result.level}`)}</Text>
        {r ? (
          <Stack gap="xs" align="flex-start" data-testid="level-test-recommendation">
            <Text>
              {t('levelTests.recommendation')}: <b>{r.title}</b>
            </Text>
            <Button
              component={Link}
              to={routePath('Catalog', {
                sysCourseTypeCode: r.sysCourseTypeCode,
                productTypeId: r.productTypeId,
              })}
              size="md"
            >
              {t('levelTests.openCourse')}
            </Button>
          </Stack>
        ) : (
          <Text>{t('levelTests.noRecommendation')}</Text>
        )}
        <Button variant="subtle" size="md" onClick={onRetry} w="fit-content">
          {t('levelTests.retry')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /level-test/:testId: the short test, its score and the course it recommends. */
export function LevelTestView({ testId }: { testId: number }) {
  const { t } = useTranslation();
  const test = useLevelTest(testId);
  const submit = useSubmitLevelTest(testId);
  const [answers, setAnswers] = useState<Answers>({});
  if (test.isPending) return <Loader aria-label={t('common.loading')} />;
  if (test.isError) return <Text c="red.8">{t('levelTests.loadFailed')}</Text>;
  const verdicts = new Map(submit.data?.tasks.map((v) => [v.task, v.correct]) ?? []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({
      answers: test.data.tasks
        .filter((task) => answers[task.id])
        .map((task) => ({ task: task.id, ...answers[task.id] })),
    });
  };
  return (
    <Stack gap="md" maw={760} data-testid="level-test-page">
      <Title order={1}>{test.data.title}</Title>
      <Text c="dimmed">{test.data.description}</Text>
      {submit.data && (
        <ResultCard
          result={submit.data}
          onRetry={() => {
            setAnswers({});
            submit.reset();
          }}
        />
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {test.data.tasks.map((task, i) => (
            <TaskField
              key={task.id}
              task={task}
              index={i}
              value={answers[task.id]}
              onChange={(v) => setAnswers((a) => ({ ...a, [task.id]: v }))}
              verdict={verdicts.get(task.id)}
            />
          ))}
          {!submit.data && (
            <Button
              type="submit"
              size="md"
              loading={submit.isPending}
              w="fit-content"
              data-testid="level-test-submit"
            >
              {t('levelTests.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
