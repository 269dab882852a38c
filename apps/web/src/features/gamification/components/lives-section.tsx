import { Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { LIVES_PAGE_SIZE, useLifeCharges } from '../api/tasks-lives';
import { ListPager } from './list-pager';
import { ScrollRegion } from './scroll-region';
import '../texts';

/** Hearts: filled for each life left, outlined up to the maximum. */
export function Hearts({ lives, max }: { lives: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      role="img"
      aria-label={t('student.lives.count', { lives, max })}
      data-testid="lives-hearts"
    >
      {Array.from({ length: max }, (_, i) =>
        i < lives ? (
          <IconHeartFilled key={i} size={28} color="var(--mantine-color-red-7)" aria-hidden data-filled />
        ) : (
          <IconHeart key={i} size={28} color="var(--mantine-color-gray-6)" aria-hidden />
        ),
      )}
    </Group>
  );
}

const dateTime = { hour: '2-digit', minute: '2-digit' } as const;

/** The student's homework lives and their audit (missed deadlines, recoveries, curators' grants), ten a page. */
export function LivesSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useLifeCharges(page);

  return (
    <Card withBorder data-testid="lives-section">
      <Title order={2} size="h4" mb="sm">
        {t('student.lives.title')}
      </Title>
      {audit.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : audit.isError ? (
        <Text c="red.8" data-testid="lives-error">
          {t('student.lives.loadFailed')}
        </Text>
      ) : (
        <Stack>
          <Group gap="sm">
            <Hearts lives={audit.data.lives} max={audit.data.max} />
            <Text fw={700} data-testid="lives-count">
              {t('student.lives.count', { lives: audit.data.lives, max: audit.data.max })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('student.lives.hint')}
          </Text>
          <Title order={3} size="h5">
            {t('student.lives.history')}
          </Title>
          {audit.data.results.length === 0 ? (
            <Text c="dimmed" data-testid="lives-empty">
              {t('student.lives.empty')}
            </Text>
          ) : (
            <>
              <ScrollRegion label={t('student.lives.history')}>
                <Table miw={480}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('student.lives.date')}</Table.Th>
                      <Table.Th>{t('student.lives.event')}</Table.Th>
                      <Table.Th>{t('student.lives.comment')}</Table.Th>
                      <Table.Th ta="right">{t('student.lives.change')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {audit.data.results.map((e) => (
                      <Table.Tr key={e.id} data-testid="lives-row">
                        <Table.Td>{formatDate(e.createdAt, dateTime)}</Table.Td>
                        <Table.Td>{t(`student.lives.kind_${e.kind}`)}</Table.Td>
                        <Table.Td>{e.comment}</Table.Td>
                        <Table.Td ta="right">
                          {e.delta === 0
                            ? t('student.lives.noChange')
                            : e.delta > 0
                              ? `+${e.delta}`
                              : e.delta}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
              <ListPager count={audit.data.count} pageSize={LIVES_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
