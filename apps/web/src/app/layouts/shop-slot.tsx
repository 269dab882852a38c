import { Box, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../features/auth';
import { CartBadge, cartKeyPrefix, mergeGuestCart } from '../../features/cart';
import { ActivationModal, PromoPopover } from '../../features/coupons';
import { registerShopTranslations } from '../../features/shop';

/** The shop's texts arrive with these screens, not with the login page. */
registerShopTranslations();

/** After sign-in a guest's cart (kept by hash) joins the student's cart. */
function GuestCartMerge() {
  const client = useQueryClient();
  useEffect(() => {
    void mergeGuestCart()
      .then(() => client.invalidateQueries({ queryKey: cartKeyPrefix.queryKey }))
      .catch(() => undefined);
  }, [client]);
  return null;
}

/** Header pieces of the shop: promo-code button and cart badge for students, product activation for all. */
export function ShopHeaderSlot() {
  const user = useCurrentUser();
  return (
    <>
      <ActivationModal />
      {user?.role === 'STUDENT_ROLE' && (
        <Group gap={4} wrap="nowrap">
          <GuestCartMerge />
          <Box visibleFrom="sm">
            <PromoPopover />
          </Box>
          <CartBadge />
        </Group>
      )}
    </>
  );
}
