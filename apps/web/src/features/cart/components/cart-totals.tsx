import { Group, Stack, Text } from '@mantine/core';
import type { Cart } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';

/** Amounts exactly as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const row = (label: string, value: number, testId: string, strong = false) => (
    <Group justify="space-between" data-testid={testId}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{formatMoney(value, cart.currency)}</Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {row(t('cart.fullAmount'), cart.fullAmount, 'cart-full-amount')}
      {cart.discount > 0 && row(t('cart.discount'), cart.discount, 'cart-discount')}
      {row(t('cart.amount'), cart.amount, 'cart-amount', true)}
    </Stack>
  );
}
