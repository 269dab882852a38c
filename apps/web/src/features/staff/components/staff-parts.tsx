import { Badge, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A section of the staff home listing requests (`id` names the section, its title and its empty
 * line for the journeys): a skeleton while loading, the error or empty line, else the cards in a grid;
 * `children` (the section's confirmation dialog) follows.
 */
export function StaffListSection<T extends { id: number }>({
  id,
  title,
  loadFailed,
  empty,
  query,
  renderItem,
  children,
}: {
  id: string;
  title: string;
  loadFailed: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; data?: { results: T[] } };
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const { isPending, isError, data } = query;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`} id={id} data-testid={id}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {isPending ? (
        <Skeleton h={120} radius="md" aria-busy="true" />
      ) : isError || !data ? (
        <Text c="red">{loadFailed}</Text>
      ) : data.results.length === 0 ? (
        <Text c="dimmed" data-testid={`${id}-empty`}>
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>{data.results.map(renderItem)}</SimpleGrid>
      )}
      {children}
    </Stack>
  );
}

/** A staff list's card: a title with its status badge, then the lines and actions of the item. */
export function StaffCard({
  titleId,
  title,
  status,
  statusColor,
  testId,
  children,
}: {
  titleId: string;
  title: ReactNode;
  status: ReactNode;
  statusColor: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          <Badge color={statusColor} variant="dot" style={{ flexShrink: 0 }}>
            {status}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Asks before a staff decision that cannot be undone (mark paid, pay out, reject). `children` (a reason
 * field) come between the text and the buttons; `confirmDisabled` holds the decision until they are filled.
 */
/** A request's two decisions side by side: the one that grants it, then the one that refuses it. */
export function StaffDecisionButtons({
  accept,
  reject,
  testIdPrefix,
}: {
  accept: { label: string; onClick: () => void };
  reject: { label: string; onClick: () => void };
  /** The buttons' test ids, for the journeys. */
  testIdPrefix: { accept: string; reject: string };
}) {
  return (
    <Group gap="xs">
      <Button mih={44} onClick={accept.onClick} data-testid={testIdPrefix.accept}>
        {accept.label}
      </Button>
      <Button mih={44} variant="default" onClick={reject.onClick} data-testid={testIdPrefix.reject}>
        {reject.label}
      </Button>
    </Group>
  );
}

export function StaffConfirm({
  opened,
  title,
  text,
  confirmLabel,
  confirmColor,
  confirmDisabled,
  loading,
  testId,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor?: string;
  confirmDisabled?: boolean;
  loading: boolean;
  testId: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onClose}>
            {t('staff.invoices.cancel')}
          </Button>
          <Button
            mih={44}
            color={confirmColor}
            loading={loading}
            disabled={confirmDisabled}
            onClick={onConfirm}
            data-testid={testId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
