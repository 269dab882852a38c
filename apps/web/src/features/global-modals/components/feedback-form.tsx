import { Button, Checkbox, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import {
  FEEDBACK_COMMENT_SCORE_LIMIT,
  FEEDBACK_REASONS,
  FEEDBACK_TEXT_MAX,
  type FeedbackReason,
} from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useSendFeedback } from '../api/send-feedback';

const EMOJI = ['😞', '🙁', '😐', '🙂', '😍'] as const;

/**
 * Feedback (spec 1 §4): pick an emoji score 1..5, optionally reasons and a comment (shown at or below
 * the score limit, at most FEEDBACK_TEXT_MAX characters), send; a thank-you then replaces the form.
 */
export function FeedbackForm({ commentLimit = FEEDBACK_COMMENT_SCORE_LIMIT }: { commentLimit?: number }) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const [reasons, setReasons] = useState<FeedbackReason[]>([]);
  const [text, setText] = useState('');
  const [thanks, setThanks] = useState<string | null>(null);
  const send = useSendFeedback();
  const scores = t('globalModals.feedback.scores', { returnObjects: true }) as string[];
  const withComment = score !== null && score <= commentLimit;

  if (thanks !== null)
    return (
      <Stack gap={4} role="status" data-testid="feedback-thanks">
        <Text fw={600}>{thanks}</Text>
        <Text size="sm">{t('globalModals.feedback.thanksText')}</Text>
      </Stack>
    );

  const submit = async () => {
    if (score === null) return;
    try {
      const res = await send.mutateAsync({
        score,
        selectedReasons: reasons,
        text: withComment ? text.trim() : '',
      });
      const message = res.detail || t('globalModals.feedback.thanks');
      notifySuccess(message);
      setThanks(message);
    } catch {
      notifyError(t('globalModals.feedback.failed'));
    }
  };

  return (
    <Stack gap="sm" data-testid="feedback-form">
      <Text fw={600} id="feedback-score-label">
        {t('globalModals.feedback.title')}
      </Text>
      <Group gap="xs" role="radiogroup" aria-labelledby="feedback-score-label">
        {EMOJI.map((emoji, i) => {
          const value = i + 1;
          return (
            <UnstyledButton
              key={value}
              role="radio"
              aria-checked={score === value}
              aria-label={scores[i] ?? String(value)}
              onClick={() => setScore(value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' && value < EMOJI.length) setScore(value + 1);
                if (e.key === 'ArrowLeft' && value > 1) setScore(value - 1);
              }}
              tabIndex={score === value || (score === null && value === 1) ? 0 : -1}
              style={{
                fontSize: 28,
                minWidth: 44,
                minHeight: 44,
                borderRadius: 8,
                opacity: score === null || score === value ? 1 : 0.45,
                outlineOffset: 2,
              }}
              data-testid={`feedback-score-${value}`}
            >
              <span aria-hidden>{emoji}</span>
            </UnstyledButton>
          );
        })}
      </Group>
      {score !== null && (
        <Checkbox.Group
          label={t('globalModals.feedback.reasonsLabel')}
          value={reasons}
          onChange={(v) => setReasons(FEEDBACK_REASONS.filter((r) => v.includes(r)))}
        >
          <Group gap="xs" mt="xs">
            {FEEDBACK_REASONS.map((r) => (
              <Checkbox key={r} value={r} label={t(`globalModals.feedback.reasons.${r}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {withComment && (
        <Textarea
          label={t('globalModals.feedback.comment')}
          description={t('globalModals.feedback.commentHint', { max: FEEDBACK_TEXT_MAX })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={FEEDBACK_TEXT_MAX}
          autosize
          minRows={2}
          data-testid="feedback-comment"
        />
      )}
      <Button
        onClick={() => void submit()}
        disabled={score === null}
        loading={send.isPending}
        size="md"
        data-testid="feedback-send"
      >
        {t('globalModals.feedback.send')}
      </Button>
    </Stack>
  );
}
