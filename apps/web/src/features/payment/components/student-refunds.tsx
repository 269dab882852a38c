import { Card, Stack, Text, Title } from '@mantine/core';
import type { StudentRefund } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { Unbroken } from '../../../shared/ui/unbroken';
import { useStudentRefunds } from '../api/get-refunds';
import { RefundState } from './refund-state';

function RefundCard({ item }: { item: StudentRefund }) {
  const { t } = useTranslation();
  const titleId = `refund-order-${item.uuid}`;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={titleId} data-testid="student-refund">
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          <Unbroken text={t('refund.order', { number: item.orderNumber })} part={item.orderNumber} />
        </Title>
        {item.products.length > 0 && <Text size="sm">{item.products.map((p) => p.title).join(', ')}</Text>}
        <Text size="sm" c="dimmed">
          {t('refund.paidAt', { date: formatDate(item.refund.paidAt) })}
        </Text>
        <RefundState refund={item.refund} amount={item.amount} currency={item.currency} />
      </Stack>
    </Card>
  );
}

/**
 * The student's orders whose money came after they stopped being payable, and what became of it.
 * Shown only when there is one: most students never have a refund.
 */
export function StudentRefunds() {
  const { t } = useTranslation();
  const refunds = useStudentRefunds();
  const items = refunds.data?.results ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="student-refunds-title" gap="sm" data-testid="student-refunds">
      <Title order={2} size="h4" id="student-refunds-title">
        {t('refund.sectionTitle')}
      </Title>
      {items.map((item) => (
        <RefundCard key={item.uuid} item={item} />
      ))}
    </Stack>
  );
}
