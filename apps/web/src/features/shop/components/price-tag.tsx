import { Text } from '@mantine/core';
import type { Currency, SysRatePlanName } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';
import { priceSuffixKey } from '../model/price';

/** A price with its rate plan's suffix: "4 900 ₽ в месяц". */
export function PriceTag({
  amount,
  currency,
  plan,
}: {
  amount: number;
  currency: Currency;
  plan: SysRatePlanName;
}) {
  const { t } = useTranslation();
  return (
    <Text fw={700} size="lg" data-testid="price">
      {formatMoney(amount, currency)}{' '}
      <Text span size="sm" c="dimmed" fw={400}>
        {t(priceSuffixKey(plan))}
      </Text>
    </Text>
  );
}
