import { Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { HISTORY_PAGE_SIZE, useBalanceHistory } from '../api/balance-history';
import { CurrencyIcon } from './currency-icon';
import { ListPager } from './list-pager';
import { ScrollRegion } from './scroll-region';
import '../texts';

/** Every change of umcoins, medals, keys and bonuses with its reason, ten a page. */
export function BalanceHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useBalanceHistory(page);

  return (
    <Card withBorder data-testid="balance-history">
      <Title order={2} size="h4" mb="sm">
        {t('student.loyalty.balanceHistory')}
      </Title>
      {history.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : history.isError ? (
        <Text c="red">{t('student.loyalty.loadFailed')}</Text>
      ) : history.data.results.length === 0 ? (
        <Text c="dimmed" data-testid="balance-history-empty">
          {t('student.loyalty.balanceEmpty')}
        </Text>
      ) : (
        <Stack>
          <ScrollRegion label={t('student.loyalty.balanceHistory')}>
            <Table miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('student.loyalty.date')}</Table.Th>
                  <Table.Th>{t('student.loyalty.reason')}</Table.Th>
                  <Table.Th ta="right">{t('student.loyalty.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.results.map((e) => (
                  <Table.Tr key={e.id} data-testid="balance-history-row">
                    <Table.Td>{formatDate(e.createdAt)}</Table.Td>
                    <Table.Td>{t(`student.loyalty.reason_${e.reason}`)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <span>{e.amount > 0 ? `+${e.amount}` : e.amount}</span>
                        <CurrencyIcon kind={e.currency} size="xs" />
                        <Text span size="sm" c="dimmed">
                          {t(`student.currency.${e.currency}`)}
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPager count={history.data.count} pageSize={HISTORY_PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </Card>
  );
}
