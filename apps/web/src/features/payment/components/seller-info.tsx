import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayPublic } from '../api/get-pay-public';

/** Payment system label and the seller's INN and OGRN. */
export function SellerInfo({ info }: { info: PayPublic | undefined }) {
  const { t } = useTranslation();
  if (!info) return <Skeleton h={40} />;
  return (
    <Stack gap={2} data-testid="seller-info">
      <Text size="sm">{t('payment.system', { system: info.paymentInfo.system })}</Text>
      <Text size="xs" c="dimmed">
        {t('payment.seller', { name: info.sellerName, inn: info.inn, ogrn: info.ogrn })}
      </Text>
    </Stack>
  );
}
