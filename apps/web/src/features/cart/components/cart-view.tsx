import { Button, Card, Grid, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatMoney } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useCartCoupon } from '../api/cart-coupon';
import { useCartReferral } from '../api/cart-referral';
import { useDeleteCartLines } from '../api/delete-cart-item';
import { useCart } from '../api/get-cart';
import { useShareCart } from '../api/share-cart';
import { useSubscriptionStatuses } from '../api/get-subscription-statuses';
import type { CartRef } from '../model/cart-ref';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CodeField } from './code-field';

const OWN: CartRef = { standalone: false };

/** The payment link of a standalone cart. */
export function shareLink(hash: string): string {
  return `${window.location.origin}${routePath('Payment', {}, { cartHash: hash, isCartStandalone: true })}`;
}

/** The student's cart: lines, coupon, referral, totals, clear, checkout and the share link. */
export function CartView() {
  const { t } = useTranslation();
  const { data: cart, isPending, isError } = useCart(OWN);
  const coupon = useCartCoupon(OWN);
  const referral = useCartReferral(OWN);
  const clear = useDeleteCartLines(OWN);
  const clipboard = useClipboard();
  const share = useShareCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const statuses = useSubscriptionStatuses(cart?.items.map((i) => i.product.id) ?? []);
  useEffect(() => {
    if (isError) notifyError(t('cart.loadFailed'));
  }, [isError, t]);

  if (isPending) return <Skeleton h={240} radius="md" aria-busy="true" />;
  if (isError) return <Text c="red">{t('cart.loadFailed')}</Text>;
  if (cart.items.length === 0 && cart.bundles.length === 0)
    return (
      <Stack align="center" py="xl" data-testid="cart-empty">
        <Text>{t('cart.empty')}</Text>
        <Button component={Link} to={routePath('CatalogStart')} mih={44}>
          {t('cart.toCatalog')}
        </Button>
      </Stack>
    );

  const payQuery = cart.isStandalone ? { cartHash: cart.hash, isCartStandalone: true } : {};
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <CartLines cart={cart} cartRef={OWN} statuses={statuses.data?.results} showProlongation />
        <Button
          variant="subtle"
          color="red"
          mt="sm"
          mih={44}
          onClick={() => setConfirmClear(true)}
          data-testid="cart-clear"
        >
          {t('cart.clear')}
        </Button>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md">
          <Stack>
            <CodeField
              label={t('cart.coupon')}
              applyLabel={t('cart.couponApply')}
              removeLabel={t('cart.couponRemove')}
              applied={
                cart.coupon
                  ? t('cart.couponApplied', {
                      value: cart.coupon.value,
                      discount: formatMoney(cart.coupon.discount, cart.currency),
                    })
                  : null
              }
              testId="coupon"
              onApply={(v) => coupon.mutateAsync(v)}
              onRemove={() => coupon.mutateAsync(null)}
            />
            <CodeField
              label={t('cart.referral')}
              applyLabel={t('cart.referralApply')}
              removeLabel={t('cart.couponRemove')}
              applied={
                cart.referral
                  ? t('cart.referralApplied', {
                      value: cart.referral.referralId,
                      discount: formatMoney(cart.referral.discount, cart.currency),
                    })
                  : null
              }
              testId="referral"
              onApply={(v) => referral.mutateAsync(v)}
              onRemove={() => referral.mutateAsync(null)}
            />
            <CartTotals cart={cart} />
            <Button
              component={Link}
              to={routePath('Payment', {}, payQuery)}
              size="md"
              mih={44}
              data-testid="checkout"
            >
              {t('cart.checkout')}
            </Button>
            <Button
              variant="default"
              mih={44}
              loading={share.isPending}
              data-testid="cart-share"
              onClick={() =>
                share.mutate(undefined, {
                  onSuccess: (shared) => {
                    clipboard.copy(shareLink(shared.hash));
                    notifySuccess(t('cart.shared'));
                  },
                  onError: () => notifyError(t('cart.loadFailed')),
                })
              }
            >
              {t('cart.share')}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('cart.clear')}
        centered
      >
        <Text mb="lg">{t('cart.clearConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={() => setConfirmClear(false)}>
            {t('cart.cancel')}
          </Button>
          <Button
            color="red"
            mih={44}
            loading={clear.isPending}
            data-testid="cart-clear-confirm"
            onClick={() =>
              clear.mutate(
                [
                  ...cart.items.map((i) => ({ kind: 'item' as const, id: i.id })),
                  ...cart.bundles.map((b) => ({ kind: 'bundle' as const, bundle: b })),
                ],
                { onSettled: () => setConfirmClear(false) },
              )
            }
          >
            {t('cart.clearYes')}
          </Button>
        </Group>
      </Modal>
    </Grid>
  );
}
