import { Button, Card, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useCart } from '../api/get-cart';
import { useSubscriptionStatuses } from '../api/get-subscription-statuses';
import type { CartRef } from '../model/cart-ref';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';

/**
 * A standalone cart as its link holder sees it (a guest included): the lines and totals, read-only,
 * and the way on to its payment. Where "Back to cart" of a shared cart's payment leads.
 */
export function SharedCartView({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const ref: CartRef = { hash, standalone: true };
  const { data: cart, isPending, isError } = useCart(ref);
  const statuses = useSubscriptionStatuses(cart?.items.map((i) => i.product.id) ?? []);
  if (isPending) return <Skeleton h={240} radius="md" aria-busy="true" />;
  if (isError) return <Text c="red">{t('cart.loadFailed')}</Text>;
  if (cart.items.length === 0 && cart.bundles.length === 0)
    return (
      <Text data-testid="cart-empty" py="xl" ta="center">
        {t('cart.empty')}
      </Text>
    );
  return (
    <Grid gutter="md" data-testid="shared-cart">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <CartLines
          cart={cart}
          cartRef={ref}
          statuses={statuses.data?.results}
          showProlongation={false}
          editable={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md">
          <Stack>
            <CartTotals cart={cart} />
            <Button
              component={Link}
              to={routePath('Payment', {}, { cartHash: hash, isCartStandalone: true })}
              mih={44}
              data-testid="cart-checkout"
            >
              {t('cart.checkout')}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
