import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@prepa/contracts';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { REPORT_PAGE_SIZE, useFinancialReport } from '../api/financial-report';
import { ListPager } from './list-pager';
import { ScrollRegion } from './scroll-region';
import '../texts';

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/** The student's payments: order, date, amount as the server charged it, status; ten a page. */
export function FinancialReport() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const report = useFinancialReport(page);

  return (
    <Card withBorder data-testid="financial-report">
      <Title order={2} size="h4" mb="sm">
        {t('student.loyalty.financialReport')}
      </Title>
      {report.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : report.isError ? (
        <Text c="red">{t('student.loyalty.loadFailed')}</Text>
      ) : report.data.results.length === 0 ? (
        <Text c="dimmed" data-testid="financial-report-empty">
          {t('student.loyalty.reportEmpty')}
        </Text>
      ) : (
        <Stack>
          <ScrollRegion label={t('student.loyalty.financialReport')}>
            <Table miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('student.loyalty.order')}</Table.Th>
                  <Table.Th>{t('student.loyalty.date')}</Table.Th>
                  <Table.Th ta="right">{t('student.loyalty.amount')}</Table.Th>
                  <Table.Th>{t('student.loyalty.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.results.map((p) => (
                  <Table.Tr key={p.id} data-testid="financial-report-row">
                    <Table.Td>{p.orderNumber}</Table.Td>
                    <Table.Td>{formatDate(p.paidAt ?? p.createdAt)}</Table.Td>
                    <Table.Td ta="right">
                      {isCurrency(p.currency)
                        ? formatMoney(p.amount, p.currency)
                        : `${p.amount} ${p.currency}`}
                    </Table.Td>
                    <Table.Td>
                      {t(`student.loyalty.paymentStatus_${p.status}`, { defaultValue: p.status })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPager count={report.data.count} pageSize={REPORT_PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </Card>
  );
}
