import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ManagerModal } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/lib/notify';
import { useManagerModals, useSetModalActive } from '../api/manager-modals';
import { ModalCreateForm } from './modal-create-form';

function ModalCard({ modal }: { modal: ManagerModal }) {
  const { t } = useTranslation();
  const toggle = useSetModalActive();
  const titleId = `staff-modal-${modal.id}`;
  const flip = async () => {
    try {
      await toggle.mutateAsync({ id: modal.id, isActive: !modal.isActive });
    } catch {
      notifyError(t('globalModals.staff.failed'));
    }
  };
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={titleId} data-testid="staff-modal">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId}>
            {modal.title}
          </Title>
          <Badge color={modal.isActive ? 'teal' : 'gray'} variant="dot" style={{ flexShrink: 0 }}>
            {modal.isActive ? t('globalModals.staff.active') : t('globalModals.staff.inactive')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('globalModals.staff.action')}: {t(`globalModals.staff.actions.${modal.action}`)} ·{' '}
          {t(`globalModals.staff.styles.${modal.showStyle}`)} ·{' '}
          {modal.platform ?? t('globalModals.staff.allPlatforms')}
        </Text>
        <Text size="sm">{t('globalModals.staff.views', { n: modal.viewsCount })}</Text>
        {modal.polls.map((p) => (
          <Text size="sm" key={p.id}>
            {t(`globalModals.staff.pollTypes.${p.type}`)}: {p.question} —{' '}
            {t('globalModals.staff.answers', { n: p.answersCount })}
          </Text>
        ))}
        <Button
          variant={modal.isActive ? 'default' : 'filled'}
          mih={44}
          onClick={() => void flip()}
          loading={toggle.isPending}
          data-testid="staff-modal-toggle"
        >
          {modal.isActive ? t('globalModals.staff.deactivate') : t('globalModals.staff.activate')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The managers' screen of global modals and polls: the list (views, answers, on/off) and a new one. */
export function ManagerModals() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useManagerModals();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md" data-testid="staff-modals">
      <Title order={1} size="h2">
        {t('globalModals.staff.title')}
      </Title>
      <Text>{t('globalModals.staff.intro')}</Text>
      {creating ? (
        <ModalCreateForm onDone={() => setCreating(false)} />
      ) : (
        <Group>
          <Button mih={44} onClick={() => setCreating(true)} data-testid="staff-modal-create">
            {t('globalModals.staff.create')}
          </Button>
        </Group>
      )}
      {isPending && <Skeleton h={120} />}
      {isError && <Text c="red">{t('globalModals.staff.loadFailed')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('globalModals.staff.empty')}</Text>}
      {data?.results.map((m) => (
        <ModalCard key={m.id} modal={m} />
      ))}
    </Stack>
  );
}
