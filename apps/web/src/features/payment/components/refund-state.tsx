import { Alert, Text } from '@mantine/core';
import type { Currency, OrderRefund } from '@prepa/contracts';
import { IconCircleCheck, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format';

const LOOK = {
  DUE: { color: 'yellow', Icon: IconClockHour4 },
  REFUNDED: { color: 'teal', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconInfoCircle },
} as const;

/**
 * What became of money that arrived for an order no longer payable (decision 004), as the student
 * reads it: due back, returned (and when), or refused with the manager's reason.
 */
export function RefundState({
  refund,
  amount,
  currency,
}: {
  refund: OrderRefund;
  amount: number;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[refund.status];
  const money = formatMoney(amount, currency);
  const decided = refund.decidedAt ? formatDate(refund.decidedAt) : null;
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon aria-hidden />}
      title={t(`refund.title${refund.status}`)}
      // The light variant's coloured title is too faint to read on its tint: the text colour keeps the
      // contrast in both schemes, and the icon and the tint carry the state's colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="refund-state"
      data-status={refund.status}
      w="100%"
    >
      {refund.status === 'DUE' && <Text size="sm">{t('refund.textDUE', { amount: money })}</Text>}
      {refund.status === 'REFUNDED' && (
        <Text size="sm">
          {decided
            ? t('refund.textREFUNDED', { amount: money, date: decided })
            : t('refund.textREFUNDEDUndated', { amount: money })}
        </Text>
      )}
      {refund.status === 'REJECTED' && (
        <>
          <Text size="sm">
            {decided
              ? t('refund.textREJECTED', { amount: money, date: decided })
              : t('refund.textREJECTEDUndated', { amount: money })}
          </Text>
          <Text size="sm" mt={4} data-testid="refund-reason">
            <Text span fw={600} inherit>
              {t('refund.reason')}:
            </Text>{' '}
            {refund.reason}
          </Text>
          <Text size="sm" mt={4}>
            {t('refund.coursesOpen')}
          </Text>
        </>
      )}
    </Alert>
  );
}
