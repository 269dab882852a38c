import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { POLL_TEXT_FEEDBACK_MAX, type Poll, type StudentModal } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useAnswerPolls } from '../api/answer-polls';
import {
  canSendPoll,
  emptyDraft,
  isCompact,
  scaleFollowUp,
  scaleScore,
  type PollDraft,
} from '../model/poll-rules';

/**
 * The polls of a modal and their send button, enabled only when every poll's send rule holds
 * (spec 1 §4). Success toasts "thanks for the answer", a failure an error toast; either way `onSent`
 * runs, since the modal closes whether or not the answer succeeded.
 */
export function ModalPolls({
  modal,
  corner = false,
  onSent,
}: {
  modal: StudentModal;
  corner?: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const compact = width > 0 && isCompact(width, corner);
  const [drafts, setDrafts] = useState<Record<number, PollDraft>>({});
  const answer = useAnswerPolls();
  const draftOf = (poll: Poll) => drafts[poll.id] ?? emptyDraft();
  const ready = modal.polls.every((p) => canSendPoll(p, draftOf(p)));
  const send = async () => {
    if (!ready) return;
    try {
      await answer.mutateAsync(modal.polls.map((p) => ({ modalId: modal.id, pollId: p.id, ...draftOf(p) })));
      notifySuccess(t('globalModals.poll.thanks'));
    } catch (error) {
      // The server's detail when it gave one; a network failure gets the general error text.
      notifyError((isApiError(error) && error.errors[0]?.detail) || t('common.error'));
    }
    onSent();
  };
  return (
    <Stack ref={ref} gap="md" data-compact={compact || undefined} data-testid={`modal-polls-${modal.id}`}>
      {modal.polls.map((poll) => (
        <PollField
          key={poll.id}
          poll={poll}
          compact={compact}
          draft={draftOf(poll)}
          onChange={(d) => setDrafts((all) => ({ ...all, [poll.id]: d }))}
        />
      ))}
      <Button
        size="md"
        onClick={() => void send()}
        disabled={!ready}
        loading={answer.isPending}
        data-testid="poll-send"
      >
        {t('globalModals.poll.send')}
      </Button>
    </Stack>
  );
}

function PollField({
  poll,
  compact,
  draft,
  onChange,
}: {
  poll: Poll;
  compact: boolean;
  draft: PollDraft;
  onChange: (draft: PollDraft) => void;
}) {
  const { t } = useTranslation();
  const cols = compact ? 1 : 2;
  const ids = (values: string[]) => values.map(Number);
  switch (poll.type) {
    case 'TEXT_POLL':
      return (
        <Textarea
          label={poll.question}
          value={draft.textFeedback}
          onChange={(e) => onChange({ ...draft, textFeedback: e.currentTarget.value })}
          maxLength={POLL_TEXT_FEEDBACK_MAX}
          autosize
          minRows={2}
          required
          data-testid={`poll-${poll.id}-text`}
        />
      );
    case 'RADIO_POLL':
      return (
        <Radio.Group
          label={poll.question}
          value={draft.pollAnswers[0] === undefined ? null : String(draft.pollAnswers[0])}
          onChange={(v) => onChange({ ...draft, pollAnswers: [Number(v)] })}
        >
          <SimpleGrid cols={cols} spacing="xs" mt="xs">
            {poll.variants.map((v) => (
              <Radio key={v.id} value={String(v.id)} label={v.text} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      );
    case 'CHECKBOX_POLL':
    case 'DESCRIPTION_POLL':
      return (
        <Checkbox.Group
          label={poll.question}
          value={draft.pollAnswers.map(String)}
          onChange={(v) => onChange({ ...draft, pollAnswers: ids(v) })}
        >
          <SimpleGrid cols={poll.type === 'DESCRIPTION_POLL' ? 1 : cols} spacing="xs" mt="xs">
            {poll.variants.map((v) => (
              <Checkbox
                key={v.id}
                value={String(v.id)}
                label={v.text}
                description={poll.type === 'DESCRIPTION_POLL' ? v.description : undefined}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      );
    case 'SCALE_POLL': {
      const band = scaleFollowUp(scaleScore(poll, draft));
      return (
        <Stack gap="xs">
          <Radio.Group
            label={poll.question}
            description={t('globalModals.poll.scaleLabel')}
            value={draft.pollAnswers[0] === undefined ? null : String(draft.pollAnswers[0])}
            onChange={(v) => onChange({ ...draft, pollAnswers: [Number(v)] })}
          >
            <Group gap={compact ? 4 : 'xs'} mt="xs" wrap="wrap">
              {poll.variants.map((v) => (
                <Radio key={v.id} value={String(v.id)} label={v.text} size={compact ? 'xs' : 'sm'} />
              ))}
            </Group>
            <Group justify="space-between" mt={4}>
              <Text size="xs" c="dimmed">
                {t('globalModals.poll.scaleLow')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('globalModals.poll.scaleHigh')}
              </Text>
            </Group>
          </Radio.Group>
          {band && (
            <Textarea
              label={t(`globalModals.poll.${band}`)}
              value={draft.textFeedback}
              onChange={(e) => onChange({ ...draft, textFeedback: e.currentTarget.value })}
              maxLength={POLL_TEXT_FEEDBACK_MAX}
              autosize
              minRows={2}
              data-testid={`poll-${poll.id}-follow-up`}
            />
          )}
        </Stack>
      );
    }
  }
}
