import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_RESULT_FEEDBACK_MAX, type ExamResult, type ExamResultStatus } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useChangeResult } from '../api/results';

/** Tinted backgrounds; the text stays dark so every status keeps its contrast (WCAG AA). */
const STATUS_COLORS: Record<ExamResultStatus, string> = {
  GOOD_LUCK: 'blue',
  AWAITING: 'yellow',
  NO_POINTS: 'gray',
  CONFIRMED: 'green',
  NOT_CONFIRMED: 'red',
};

/** One subject's result: status, points (or "no points"), other date, visibility and feedback. */
export function ResultCard({ result }: { result: ExamResult }) {
  const { t } = useTranslation();
  const change = useChangeResult();
  const feedback = useChangeResult();
  const [points, setPoints] = useState<number | string>(result.points ?? '');
  const [noPoints, setNoPoints] = useState(result.status === 'NO_POINTS');
  const [pointsError, setPointsError] = useState<string | undefined>();
  const [text, setText] = useState(result.feedback ?? '');
  const locked = result.status === 'CONFIRMED';
  const id = `result-${result.classType.id}`;

  const fail = (error: unknown, setField?: (m: string) => void) => {
    const field = isApiError(error) ? Object.values(error.fieldErrors)[0] : undefined;
    if (field && setField) setField(field);
    else notifyError(isApiError(error) && error.firstDetail ? error.firstDetail : t('results.saveFailed'));
  };

  const submitPoints = (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    const value = typeof points === 'number' ? points : Number.NaN;
    if (!noPoints && (!Number.isInteger(value) || value < 0 || value > result.maxPoints)) {
      setPointsError(t('validation.points_out_of_range', { n: result.maxPoints }));
      return;
    }
    setPointsError(undefined);
    change.mutate(
      { kind: 'points', classType: result.classType.id, points: noPoints ? null : value },
      { onSuccess: () => notifySuccess(t('results.saved')), onError: (err) => fail(err, setPointsError) },
    );
  };

  const toggleNoPoints = (checked: boolean) => {
    setNoPoints(checked);
    setPointsError(undefined);
    if (checked) {
      setPoints('');
      change.mutate(
        { kind: 'points', classType: result.classType.id, points: null },
        { onError: (err) => fail(err) },
      );
    }
  };

  const sendFeedback = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    feedback.mutate(
      { kind: 'feedback', id: result.id, text },
      { onSuccess: () => notifySuccess(t('results.feedbackSent')), onError: (err) => fail(err) },
    );
  };

  return (
    <Card withBorder data-testid={id} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={`${id}-title`}>
            {result.classType.title}
          </Title>
          <Badge
            variant="light"
            color={STATUS_COLORS[result.status]}
            c="dark.7"
            size="lg"
            data-testid={`${id}-status`}
            data-status={result.status}
          >
            {t(`results.status.${result.status}`)}
          </Badge>
        </Group>
        <form onSubmit={submitPoints} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label={t('results.points', { max: result.maxPoints })}
              value={points}
              onChange={(v) => {
                setPoints(v);
                setPointsError(undefined);
              }}
              min={0}
              max={result.maxPoints}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              disabled={locked || noPoints}
              error={pointsError}
              w={200}
              size="md"
              data-testid={`${id}-points`}
            />
            <Button type="submit" size="md" loading={change.isPending} disabled={locked || noPoints}>
              {t('results.save')}
            </Button>
          </Group>
        </form>
        {locked && (
          <Text size="sm" c="dimmed">
            {t('results.locked')}
          </Text>
        )}
        <Checkbox
          label={t('results.noPoints')}
          checked={noPoints}
          disabled={locked}
          onChange={(e) => toggleNoPoints(e.currentTarget.checked)}
          data-testid={`${id}-no-points`}
        />
        <Switch
          label={t('results.otherDate')}
          checked={result.otherDate}
          disabled={locked}
          onChange={(e) =>
            change.mutate(
              { kind: 'otherDate', id: result.id, otherDate: e.currentTarget.checked },
              { onError: (err) => fail(err) },
            )
          }
          data-testid={`${id}-other-date`}
        />
        <Switch
          label={t('results.visible')}
          checked={result.isVisible}
          onChange={(e) =>
            change.mutate(
              { kind: 'visibility', id: result.id, isVisible: e.currentTarget.checked },
              { onError: (err) => fail(err) },
            )
          }
          data-testid={`${id}-visible`}
        />
        <form onSubmit={sendFeedback}>
          <Stack gap="xs">
            <Textarea
              label={t('results.feedback')}
              description={t('results.feedbackHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={EXAM_RESULT_FEEDBACK_MAX}
              autosize
              minRows={2}
              data-testid={`${id}-feedback`}
            />
            <Button
              type="submit"
              variant="light"
              size="md"
              w="fit-content"
              loading={feedback.isPending}
              disabled={!text.trim()}
            >
              {t('results.sendFeedback')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
