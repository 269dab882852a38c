import { Affix, CloseButton, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { StudentModal } from '@prepa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkModalViewed } from '../api/mark-modal-viewed';
import { ModalPolls } from './modal-polls';

/**
 * Corner poll modals, one at a time in the order given (those that may be skipped last). Closing one
 * marks it viewed and removes it; an answer (the server marks it viewed) removes it too.
 */
export function CornerPolls({ modals, onDone }: { modals: StudentModal[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const markViewed = useMarkModalViewed();
  const ref = useRef<HTMLDivElement>(null);
  const modal = modals[index];
  useEffect(() => {
    ref.current?.focus();
  }, [modal?.id]);
  if (!modal) return null;
  const next = () => (index < modals.length - 1 ? setIndex(index + 1) : onDone());
  const close = () => {
    markViewed.mutate({ id: modal.id, itemId: modal.itemId });
    next();
  };
  const titleId = `corner-poll-${modal.id}-title`;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={250}>
      <Paper
        ref={ref}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        shadow="lg"
        withBorder
        radius="md"
        p="md"
        w="min(420px, calc(100vw - 32px))"
        mah="calc(100vh - 32px)"
        style={{ overflowY: 'auto' }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && modal.canSkip) close();
        }}
        data-testid={`corner-poll-${modal.id}`}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {modal.showTitle ? (
              <Text fw={600} id={titleId}>
                {modal.title}
              </Text>
            ) : (
              <VisuallyHidden id={titleId}>{modal.title || t('globalModals.poll.corner')}</VisuallyHidden>
            )}
            {modal.canSkip && (
              <CloseButton
                aria-label={t('common.close')}
                onClick={close}
                size="lg"
                data-testid="corner-poll-close"
              />
            )}
          </Group>
          {modal.textContent && <Text size="sm">{modal.textContent}</Text>}
          <ModalPolls key={modal.id} modal={modal} corner onSent={next} />
        </Stack>
      </Paper>
    </Affix>
  );
}
