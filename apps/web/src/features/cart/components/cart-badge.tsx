import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { notifyError } from '../../../shared/lib/notify';
import { useCartCount } from '../api/get-cart-count';

/** Spec 2 §9: the badge shows 9+ above 9. */
export function badgeLabel(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Header link to the cart with the number of lines in it. */
export function CartBadge() {
  const { t } = useTranslation();
  const { data, isError } = useCartCount();
  useEffect(() => {
    if (isError) notifyError(t('cart.loadFailed'));
  }, [isError, t]);
  const count = data?.count ?? 0;
  return (
    <Indicator
      label={badgeLabel(count)}
      disabled={count === 0}
      size={18}
      offset={6}
      data-testid="cart-badge"
      data-count={count}
    >
      <ActionIcon
        component={Link}
        to={routePath('Cart')}
        variant="subtle"
        size={44}
        aria-label={t('cart.badgeLabel', { count })}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
