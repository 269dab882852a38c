import { Button, Group, Image, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { recogniseVideo, type StudentModal } from '@prepa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkModalViewed } from '../api/mark-modal-viewed';
import { primaryButton } from '../model/sequence';
import { FeedbackForm } from './feedback-form';
import { ModalPolls } from './modal-polls';

/**
 * One action's FULL modals in sequence with previous and next (spec 1 §4): each is reported viewed once
 * when it shows; canSkip false hides the close button (and Escape); the main button is a new-tab link, or
 * "further", or buttonText / "it's clear" on the last. A modal with polls is answered by sending them.
 */
export function ModalSequence({ modals, onDone }: { modals: StudentModal[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const reported = useRef(new Set<number>());
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const markViewed = useMarkModalViewed();
  const modal = modals[index];
  const total = modals.length;

  useEffect(() => {
    if (!modal || reported.current.has(modal.id)) return;
    reported.current.add(modal.id);
    markViewed.mutate({ id: modal.id, itemId: modal.itemId });
  }, [modal, markViewed]);

  if (!modal) return null;
  const next = () => (index < total - 1 ? setIndex(index + 1) : onDone());
  const button = primaryButton(modal, index, total);
  const pollsOpen = modal.polls.length > 0 && !answered.has(modal.id);
  const video = modal.video ? recogniseVideo(modal.video) : null;
  const titleId = `global-modal-${modal.id}-title`;
  return (
    <Modal
      opened
      onClose={modal.canSkip ? onDone : () => undefined}
      withCloseButton={modal.canSkip}
      closeOnEscape={modal.canSkip}
      closeOnClickOutside={modal.canSkip}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        modal.showTitle ? (
          <span id={titleId}>{modal.title}</span>
        ) : (
          <VisuallyHidden id={titleId}>{modal.title}</VisuallyHidden>
        )
      }
      centered
      size="lg"
      data-testid="global-modal"
    >
      <Stack gap="md" data-testid={`global-modal-${modal.id}`} data-can-skip={modal.canSkip}>
        {modal.image && <Image src={modal.image} alt="" radius="md" mah={280} fit="contain" />}
        {video && (
          <iframe
            src={video.embedUrl}
            title={modal.title}
            style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        )}
        {modal.textContent && <Text style={{ whiteSpace: 'pre-line' }}>{modal.textContent}</Text>}
        {modal.action === 'LESSON_DONE' && <FeedbackForm />}
        {pollsOpen && (
          <ModalPolls
            modal={modal}
            onSent={() => {
              setAnswered((s) => new Set(s).add(modal.id));
              next();
            }}
          />
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {total > 1 ? (
            <Group gap="xs" aria-label={t('globalModals.sequence', { n: index + 1, total })} role="group">
              <Button
                variant="default"
                size="md"
                onClick={() => setIndex(index - 1)}
                disabled={index === 0}
                aria-label={t('globalModals.previous')}
                data-testid="global-modal-previous"
              >
                <IconChevronLeft size={18} aria-hidden />
              </Button>
              <Text size="sm" c="dimmed" aria-hidden>
                {t('globalModals.counter', { n: index + 1, total })}
              </Text>
              <Button
                variant="default"
                size="md"
                onClick={() => setIndex(index + 1)}
                disabled={index === total - 1 || (pollsOpen && !modal.canSkip)}
                aria-label={t('globalModals.next')}
                data-testid="global-modal-next"
              >
                <IconChevronRight size={18} aria-hidden />
              </Button>
            </Group>
          ) : (
            <span />
          )}
          {!pollsOpen &&
            (button.kind === 'link' ? (
              <Button
                component="a"
                href={button.href}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                onClick={next}
                data-testid="global-modal-primary"
              >
                {button.label ?? t('globalModals.go')}
                <VisuallyHidden>{t('globalModals.newTab')}</VisuallyHidden>
              </Button>
            ) : (
              <Button size="md" onClick={next} data-testid="global-modal-primary">
                {button.kind === 'next'
                  ? t('globalModals.further')
                  : (button.label ?? t('globalModals.itsClear'))}
              </Button>
            ))}
        </Group>
      </Stack>
    </Modal>
  );
}
