import { Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatMoney } from '../../../shared/lib/format';
import { notifyError } from '../../../shared/lib/notify';
import { useRenewSubscription, useSubscriptions, useUpgradeSubscription } from '../api/subscriptions';

/** Renewal (next period into the cart) or upgrade (another rate plan, the difference into the cart). */
export function SubscriptionChange({ id, mode }: { id: number; mode: 'renewal' | 'upgrade' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending } = useSubscriptions();
  const renew = useRenewSubscription();
  const upgrade = useUpgradeSubscription();
  const [choice, setChoice] = useState<string | null>(null);
  if (isPending) return <Skeleton h={160} aria-busy="true" />;
  const sub = data?.results.find((s) => s.id === id);
  if (!sub) return <Text>{t('subscriptions.notFound')}</Text>;
  const done = {
    onSuccess: () => void navigate(routePath('Cart')),
    onError: () => notifyError(t('subscriptions.failed')),
  };

  if (mode === 'renewal')
    return (
      <Stack align="flex-start">
        <Text>{t('subscriptions.renewText', { title: sub.product.title })}</Text>
        <Button
          mih={44}
          loading={renew.isPending}
          onClick={() => renew.mutate(id, done)}
          data-testid="renew-confirm"
        >
          {t('subscriptions.renewConfirm')}
        </Button>
      </Stack>
    );
  if (sub.upgradeOptions.length === 0) return <Text>{t('subscriptions.noUpgrades')}</Text>;
  return (
    <Stack align="flex-start">
      <Radio.Group label={t('subscriptions.upgradeText')} value={choice} onChange={setChoice}>
        <Stack mt="sm">
          {sub.upgradeOptions.map((o) => (
            <Radio
              key={o.productId}
              value={String(o.productId)}
              label={t('subscriptions.upgradeOption', {
                title: o.ratePlan.title,
                price: formatMoney(o.price, sub.currency),
                difference: formatMoney(o.difference, sub.currency),
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        mih={44}
        disabled={!choice}
        loading={upgrade.isPending}
        onClick={() => choice && upgrade.mutate({ id, productId: Number(choice) }, done)}
      >
        {t('subscriptions.renewConfirm')}
      </Button>
    </Stack>
  );
}
