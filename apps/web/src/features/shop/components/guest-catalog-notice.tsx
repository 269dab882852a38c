import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth';
import { routePath } from '../../../shared/config/routes';

/** Tells a guest the catalogue is read-only for them and how to buy. */
export function GuestCatalogNotice() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (user) return null;
  return (
    <Alert variant="light" color="blue" data-testid="guest-catalog-notice">
      {t('shopGuest.readOnly')}{' '}
      <Anchor component={Link} to={routePath('Authorization', {}, { redirect: pathname + search })}>
        {t('shopGuest.login')}
      </Anchor>
    </Alert>
  );
}
