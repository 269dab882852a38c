import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { SubscriptionChange, SubscriptionList } from '../../features/subscriptions';
import { routePath } from '../../shared/config/routes';
import { registerShopTranslations } from '../../features/shop';

/** The shop's texts arrive with these screens, not with the login page. */
registerShopTranslations();

export function SubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2" data-onboarding="subscriptionsTab">
        {t('shopPages.subscriptions')}
      </Title>
      <SubscriptionList />
    </Stack>
  );
}

function ChangePage({ mode }: { mode: 'renewal' | 'upgrade' }) {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!id || !/^\d{1,9}$/.test(id)) return <Navigate to={routePath('NotFound')} replace />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(mode === 'renewal' ? 'shopPages.subscriptionsRenewal' : 'shopPages.subscriptionsUpgrade')}
      </Title>
      <SubscriptionChange id={Number(id)} mode={mode} />
    </Stack>
  );
}

export function SubscriptionsRenewalPage() {
  return <ChangePage mode="renewal" />;
}

export function SubscriptionsUpgradePage() {
  return <ChangePage mode="upgrade" />;
}
