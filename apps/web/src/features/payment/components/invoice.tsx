import { Button, Divider, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { Unbroken } from '../../../shared/ui/unbroken';
import { useInvoice } from '../api/get-invoice';

/** A printable invoice by the seller's bank requisites. */
export function Invoice({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const invoice = useInvoice(uuid);
  if (invoice.isError) return <Text c="red">{t('payment.transactionFailed')}</Text>;
  if (!invoice.data) return <Skeleton h={320} aria-busy="true" />;
  const { requisites, sellerName, inn, ogrn } = invoice.data;
  const number = invoice.data.orderNumber;
  const rows: [string, string][] = [
    [t('payment.invoiceSeller'), t('payment.seller', { name: sellerName, inn, ogrn })],
    [t('payment.invoiceBank'), requisites.bankName],
    [t('payment.invoiceBik'), requisites.bik],
    [t('payment.invoiceAccount'), requisites.account],
    [t('payment.invoiceCorr'), requisites.correspondentAccount],
    [t('payment.invoiceKpp'), requisites.kpp],
    [t('payment.invoicePurpose'), invoice.data.purpose || t('payment.invoicePurposeText', { number })],
  ];
  return (
    <Stack maw={800} mx="auto" data-testid="invoice">
      <Group justify="space-between">
        <Title order={1} size="h3">
          <Unbroken text={t('payment.invoice', { number })} part={number} />
        </Title>
        <Button
          leftSection={<IconPrinter size={18} />}
          mih={44}
          onClick={() => window.print()}
          className="no-print"
        >
          {t('payment.print')}
        </Button>
      </Group>
      <Text>{formatDate(invoice.data.createdAt)}</Text>
      <Table withTableBorder withColumnBorders>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%">
                {label}
              </Table.Th>
              <Table.Td>
                <Unbroken text={value} part={number} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invoice.data.products.length > 0 && (
        <ul>
          {invoice.data.products.map((p) => (
            <li key={p.id}>
              {p.title} — {formatMoney(p.price, invoice.data.currency)}
            </li>
          ))}
        </ul>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('payment.invoiceAmount')}</Text>
        <Text fw={700} data-testid="invoice-amount">
          {formatMoney(invoice.data.amount, invoice.data.currency)}
        </Text>
      </Group>
    </Stack>
  );
}
