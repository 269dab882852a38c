import { Button, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TRANSACTION_STATUSES, type Invoice, type Transaction } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { Unbroken } from '../../../shared/ui/unbroken';
import { useInvoices, useMarkInvoicePaid } from '../api/invoices';
import { StaffCard, StaffConfirm } from './staff-parts';

const PAGE = 10;
const STATUS_COLOR: Record<Transaction['status'], string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  DECLINED: 'red',
  CANCELLED: 'gray',
};

function InvoiceCard({ invoice, onMark }: { invoice: Invoice; onMark: (i: Invoice) => void }) {
  const { t } = useTranslation();
  return (
    <StaffCard
      titleId={`invoice-${invoice.uuid}`}
      title={
        <Unbroken
          text={t('staff.invoices.order', { number: invoice.orderNumber })}
          part={invoice.orderNumber}
        />
      }
      status={t(`staff.invoices.statuses.${invoice.status}`)}
      statusColor={STATUS_COLOR[invoice.status]}
      testId="invoice-card"
    >
      <Text size="sm">
        {t('staff.invoices.customer')}: {invoice.customerName ?? t('staff.invoices.noCustomer')}
      </Text>
      <Text size="sm">
        {t('staff.invoices.created')}: {formatDate(invoice.createdAt)}
      </Text>
      <Text size="sm">
        {t('staff.invoices.products')}: {invoice.products.map((p) => p.title).join(', ')}
      </Text>
      <Text fw={700}>
        {t('staff.invoices.amount')}: {formatMoney(invoice.amount, invoice.currency)}
      </Text>
      {invoice.status === 'PENDING' && (
        <Button mih={44} onClick={() => onMark(invoice)} data-testid="mark-paid">
          {t('staff.invoices.markPaid')}
        </Button>
      )}
    </StaffCard>
  );
}

/** The manager's invoices paid by requisites, newest first; a pending one can be marked paid. */
export function InvoiceList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Transaction['status'] | undefined>('PENDING');
  const [limit, setLimit] = useState(PAGE);
  const [confirm, setConfirm] = useState<Invoice | null>(null);
  const { data, isPending, isError } = useInvoices(status, limit);
  const mark = useMarkInvoicePaid();

  async function markPaid(invoice: Invoice) {
    try {
      await mark.mutateAsync(invoice.uuid);
      notifySuccess(t('staff.invoices.marked', { number: invoice.orderNumber }));
    } catch {
      notifyError(t('staff.invoices.markFailed'));
    } finally {
      setConfirm(null);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="invoices-title" id="invoices" data-testid="invoices">
      <Title order={2} size="h3" id="invoices-title">
        {t('staff.invoices.title')}
      </Title>
      <NativeSelect
        label={t('staff.invoices.status')}
        maw={280}
        value={status ?? ''}
        onChange={(e) => {
          const v = e.currentTarget.value;
          setStatus(v === '' ? undefined : (v as Transaction['status']));
          setLimit(PAGE);
        }}
        data={[
          { value: '', label: t('staff.invoices.statuses.all') },
          ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`staff.invoices.statuses.${s}`) })),
        ]}
      />
      {isPending ? (
        <Skeleton h={160} radius="md" aria-busy="true" />
      ) : isError ? (
        <Text c="red">{t('staff.invoices.loadFailed')}</Text>
      ) : data.results.length === 0 ? (
        <Text c="dimmed" data-testid="invoices-empty">
          {t('staff.invoices.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {data.results.map((i) => (
            <InvoiceCard key={i.uuid} invoice={i} onMark={setConfirm} />
          ))}
        </SimpleGrid>
      )}
      {data && data.count > data.results.length && (
        <Button variant="default" mih={44} onClick={() => setLimit((l) => l + PAGE)} w="fit-content">
          {t('staff.invoices.more')}
        </Button>
      )}
      <StaffConfirm
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('staff.invoices.confirmTitle')}
        text={
          confirm
            ? t('staff.invoices.confirmText', {
                number: confirm.orderNumber,
                amount: formatMoney(confirm.amount, confirm.currency),
              })
            : ''
        }
        confirmLabel={t('staff.invoices.confirm')}
        loading={mark.isPending}
        testId="mark-paid-confirm"
        onConfirm={() => confirm && void markPaid(confirm)}
      />
    </Stack>
  );
}
