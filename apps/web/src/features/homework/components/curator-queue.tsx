import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatDate } from '../../../shared/lib/format';
import { useCuratorQueue, useCuratorStats } from '../api/homework';
import { StatusBadge } from './status-badge';

const when = (iso: string) => formatDate(iso, { hour: '2-digit', minute: '2-digit' });

/** The curator's queue, oldest first with the deadline; a head curator also sees every curator's load. */
export function CuratorQueue({ head }: { head: boolean }) {
  const { t } = useTranslation();
  const q = useCuratorQueue(0);
  const stats = useCuratorStats(head);
  return (
    <Stack gap="md" data-testid="curator-queue">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('homework.curator.queueTitle')}
      </Title>
      {q.isPending && <Skeleton h={160} />}
      {q.isError && <Alert color="red">{t('homework.loadFailed')}</Alert>}
      {q.data?.results.length === 0 && <Text c="dimmed">{t('homework.curator.queueEmpty')}</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {q.data?.results.map((item) => (
          <Card key={item.submissionId} component="li" withBorder radius="md" data-testid="queue-item">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{item.title}</Text>
                <StatusBadge status={item.status} />
              </Group>
              <Text size="sm">
                {item.studentName} · {item.courseTitle}
              </Text>
              <Text size="sm" c="dimmed">
                {item.submittedAt ? t('homework.curator.submitted', { date: when(item.submittedAt) }) : ''}
                {' · '}
                {t('homework.curator.deadline', { date: when(item.deadline) })}
              </Text>
              <Group>
                <Button
                  size="xs"
                  component={Link}
                  to={routePath('CuratorHomeworkCheck', { submissionId: item.submissionId })}
                  aria-label={`${t('homework.curator.open')}: ${item.title}, ${item.studentName}`}
                >
                  {t('homework.curator.open')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      {head && stats.data && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('homework.curator.stats')}
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('homework.curator.statsCurator')}</Table.Th>
                  <Table.Th>{t('homework.curator.statsWaiting')}</Table.Th>
                  <Table.Th>{t('homework.curator.statsChecked')}</Table.Th>
                  <Table.Th>{t('homework.curator.statsTurnaround')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.data.results.map((r) => (
                  <Table.Tr key={r.curatorId ?? 0}>
                    <Table.Td>{r.curatorName ?? t('homework.curator.unassigned')}</Table.Td>
                    <Table.Td>{r.waiting}</Table.Td>
                    <Table.Td>{r.checked}</Table.Td>
                    <Table.Td>{r.turnaroundMinutes ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
