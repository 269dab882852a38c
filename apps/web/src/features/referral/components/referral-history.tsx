import { Alert, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { useReferralHistory } from '../api/referral';
import { bonusMoney } from './referral-invite';

/** ReferralProgramBalanceHistory: bonuses credited for friends' payments and withdrawn, newest first. */
export function ReferralHistory() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useReferralHistory();
  return (
    <Stack gap="md" maw={760} data-testid="referral-history">
      <Title order={1}>{t('referral.historyTitle')}</Title>
      {isPending ? (
        <Loader aria-label={t('common.loading')} data-testid="referral-history-loading" />
      ) : isError ? (
        <Alert color="red" title={t('referral.loadFailed')}>
          <Button variant="light" size="md" onClick={() => void refetch()}>
            {t('referral.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Text fw={600} data-testid="referral-history-balance">
            {t('referral.balance', { amount: bonusMoney(data.balance) })}
          </Text>
          {data.results.length === 0 ? (
            <Text c="dimmed" data-testid="referral-history-empty">
              {t('referral.historyEmpty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped data-testid="referral-history-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('referral.historyDate')}</Table.Th>
                    <Table.Th scope="col">{t('referral.historyOperation')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('referral.historyAmount')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((entry) => (
                    <Table.Tr key={entry.id} data-testid="referral-history-row">
                      <Table.Td>
                        {formatDate(entry.createdAt, { hour: '2-digit', minute: '2-digit' })}
                      </Table.Td>
                      <Table.Td>
                        {entry.amount >= 0 ? t('referral.historyCredited') : t('referral.historyWithdrawn')}
                      </Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {entry.amount >= 0 ? '+' : '−'}
                        {bonusMoney(Math.abs(entry.amount))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
