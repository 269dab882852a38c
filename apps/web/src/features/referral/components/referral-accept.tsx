import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REFERRAL_QUERY_PARAM, REFERRAL_STORAGE_KEY } from '@prepa/contracts';
import { useCartReferral } from '../../cart';
import { isApiError } from '../../../shared/api';
import { routePath } from '../../../shared/config/routes';
import { local } from '../../../shared/lib/storage';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';

/**
 * ReferralAccept (`/referral?id=…`): keeps the id, applies it to the friend's own cart, then sends
 * them to the cart (or the catalogue while it is empty) with a message of what happened.
 */
export function ReferralAccept() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const referral = useCartReferral({ standalone: false });
  const started = useRef(false);
  const id = params.get(REFERRAL_QUERY_PARAM)?.trim() ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!id) {
      notifyError(t('referral.acceptMissing'));
      void navigate(routePath('CatalogStart'), { replace: true });
      return;
    }
    local.set(REFERRAL_STORAGE_KEY, id);
    referral.mutateAsync(id).then(
      (cart) => {
        local.remove(REFERRAL_STORAGE_KEY);
        notifySuccess(t('referral.acceptApplied'));
        void navigate(routePath(cart.count > 0 ? 'Cart' : 'CatalogStart'), { replace: true });
      },
      (error: unknown) => {
        notifyError(
          isApiError(error) ? error.message : t('referral.acceptFailed'),
          t('referral.acceptFailed'),
        );
        void navigate(routePath('CatalogStart'), { replace: true });
      },
    );
  }, [id, navigate, referral, t]);

  return (
    <Group gap="sm" data-testid="referral-accept">
      <Loader size="sm" aria-hidden />
      <Text>{t('referral.acceptApplying')}</Text>
    </Group>
  );
}
