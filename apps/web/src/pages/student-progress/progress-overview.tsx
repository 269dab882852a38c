import { formatDate } from '../../shared/lib/format';
import {
  Anchor,
  Card,
  Group,
  Loader,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpChart, useExpHistory, useNextLevel, useRating } from '../../features/gamification';
import { routePath } from '../../shared/config/routes';

/** Level and next level, rating (everyone or neighbours only), exp history with a chart. */
export function ProgressOverview() {
  const { t } = useTranslation();
  const level = useNextLevel();
  const [neighbours, setNeighbours] = useState(false);
  const rating = useRating(neighbours);
  const history = useExpHistory();
  return (
    <Stack gap="md">
      <Card withBorder data-testid="level-card">
        {level.isPending ? (
          <Loader aria-label={t('common.loading')} />
        ) : level.isError ? (
          <Text c="red">{t('common.error')}</Text>
        ) : (
          <Stack gap="xs">
            <Text fw={700}>{t('student.loyalty.level', { title: level.data.current.title })}</Text>
            <Text>
              {level.data.next
                ? t('student.loyalty.nextLevel', { title: level.data.next.title })
                : t('student.loyalty.maxLevel')}
            </Text>
            <Progress value={level.data.progress * 100} aria-label={t('student.loyalty.chart')} />
            {level.data.next && (
              <Text size="sm" c="dimmed">
                {t('student.loyalty.expOf', { exp: level.data.exp, required: level.data.next.expRequired })}
              </Text>
            )}
          </Stack>
        )}
        <Anchor component={Link} to={routePath('LoyaltyProgram')} mt="sm" display="block">
          {t('student.loyalty.about')}
        </Anchor>
      </Card>
      <Card withBorder data-testid="rating-card">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('student.loyalty.rating')}
          </Title>
          <SegmentedControl
            value={neighbours ? 'n' : 'all'}
            onChange={(v) => setNeighbours(v === 'n')}
            data={[
              { value: 'all', label: t('student.loyalty.everyone') },
              { value: 'n', label: t('student.loyalty.neighbours') },
            ]}
          />
        </Group>
        {rating.isPending ? (
          <Loader aria-label={t('common.loading')} />
        ) : !rating.data?.length ? (
          <Text c="dimmed">{t('student.loyalty.empty')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {rating.data.map((r) => (
                <Table.Tr key={r.studentId} fw={r.isMe ? 700 : undefined} data-me={r.isMe || undefined}>
                  <Table.Td w={48}>{r.position}</Table.Td>
                  <Table.Td>{r.isMe ? `${r.name} (${t('student.loyalty.you')})` : r.name}</Table.Td>
                  <Table.Td ta="right">{r.exp}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder data-testid="history-card">
        <Title order={2} size="h4" mb="sm">
          {t('student.loyalty.history')}
        </Title>
        {history.isPending ? (
          <Loader aria-label={t('common.loading')} />
        ) : (
          <Stack>
            <ExpChart entries={history.data ?? []} />
            <Table>
              <Table.Tbody>
                {(history.data ?? []).slice(0, 20).map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDate(e.createdAt, { month: '2-digit', day: '2-digit' })}</Table.Td>
                    <Table.Td>{t(`student.loyalty.reason_${e.reason}`)}</Table.Td>
                    <Table.Td ta="right">{e.amount > 0 ? `+${e.amount}` : e.amount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
