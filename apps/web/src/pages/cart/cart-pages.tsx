import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { CartView, SharedCartView } from '../../features/cart';
import { routePath } from '../../shared/config/routes';
import { registerShopTranslations } from '../../features/shop';

/** The shop's texts arrive with these screens, not with the login page. */
registerShopTranslations();

export function CartPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('shopPages.cart')}
      </Title>
      <CartView />
    </Stack>
  );
}

/** A guest who opened a cart that belongs to someone else; signed-in users go to their cart. */
export function CartOwnedByAnotherPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user) return <Navigate to={routePath('Cart')} replace />;
  return (
    <Stack align="center" py="xl" maw={520} mx="auto">
      <Title order={1} size="h2">
        {t('shopPages.cartOwnedByAnother')}
      </Title>
      <Text ta="center">{t('cart.ownedByAnother')}</Text>
      <Button component={Link} to={routePath('Authorization', {}, { redirect: routePath('Cart') })} mih={44}>
        {t('common.loginOrRegister')}
      </Button>
    </Stack>
  );
}

/** A shared (standalone) cart, open to anyone holding its link. */
export function SharedCartPage() {
  const { t } = useTranslation();
  const { cartHash } = useParams();
  if (!cartHash) return <Navigate to={routePath('NotFound')} replace />;
  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('shopPages.sharedCart')}
      </Title>
      <SharedCartView hash={cartHash} />
    </Stack>
  );
}
