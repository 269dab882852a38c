import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { notifyError } from '../../../shared/lib/notify';
import { useSubscriptions, useToggleAutoRenewal } from '../api/subscriptions';

/** Active subscriptions with the auto-renewal toggle (unless forced), renewal and upgrade. */
export function SubscriptionList() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useSubscriptions();
  const toggle = useToggleAutoRenewal();
  if (isPending) return <Skeleton h={160} radius="md" aria-busy="true" />;
  if (isError) return <Text c="red">{t('subscriptions.failed')}</Text>;
  if (data.results.length === 0)
    return <Text data-testid="subscriptions-empty">{t('subscriptions.empty')}</Text>;
  return (
    <Stack>
      {data.results.map((s) => (
        <Card key={s.id} withBorder radius="md" component="article" data-testid="subscription">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h5">
                {s.product.title}
              </Title>
              <Badge variant="light">{t(`subscriptions.status.${s.status}`)}</Badge>
            </Group>
            <Text size="sm">
              {s.ratePlan.title} · {formatMoney(s.price, s.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('subscriptions.period', { date: formatDate(s.currentPeriodEnd) })}
            </Text>
            <Switch
              label={t('subscriptions.autoRenewal')}
              description={s.isForced ? t('subscriptions.forced') : undefined}
              checked={s.autoRenewal || s.isForced}
              disabled={s.isForced || toggle.isPending}
              onChange={(e) =>
                toggle.mutate(
                  { id: s.id, autoRenewal: e.currentTarget.checked },
                  { onError: () => notifyError(t('subscriptions.failed')) },
                )
              }
            />
            <Group gap="sm">
              <Button
                component={Link}
                to={routePath('SubscriptionsRenewal', { id: s.id })}
                variant="default"
                data-onboarding="subscriptionsProlong"
                mih={44}
              >
                {t('subscriptions.renew')}
              </Button>
              {s.upgradeOptions.length > 0 && (
                <Button
                  component={Link}
                  to={routePath('SubscriptionsUpgrade', { id: s.id })}
                  variant="default"
                  data-onboarding="subscriptionsUpgrade"
                  mih={44}
                >
                  {t('subscriptions.upgrade')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
