import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RegistrationForm, useCurrentUser } from '../../features/auth';
import { guestCartHash, useCartLink } from '../../features/cart';
import { PaymentByRequisites, PaymentScreen, PaymentSuccess } from '../../features/payment';
import { routePath } from '../../shared/config/routes';
import { useModalAction } from '../../shared/lib/modal-action';
import { registerShopTranslations } from '../../features/shop';

/** The shop's texts arrive with these screens, not with the login page. */
registerShopTranslations();

export function PaymentPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;
  const cartHash = params.get('cartHash') ?? undefined;
  const isStandalone = params.get('isCartStandalone') === 'true';
  // A plain (not standalone) cart link: whose cart is it?
  const link = useCartLink(cartHash && !isStandalone && !user ? cartHash : undefined);
  const owner = link.data?.owner;
  useEffect(() => {
    // A guest's own cart is remembered so that signing in merges it into the student's cart.
    if (cartHash && owner && owner !== 'another') guestCartHash.set(cartHash);
  }, [cartHash, owner]);
  if (owner === 'another') return <Navigate to={routePath('CartOwnedByAnother')} replace />;
  if (user && user.role !== 'STUDENT_ROLE') return <Navigate to={routePath('NotFound')} replace />;
  if (!user && !cartHash) return <Navigate to={routePath('Authorization', {}, { redirect: here })} replace />;
  return (
    <PaymentScreen
      cartHash={cartHash}
      isStandalone={isStandalone}
      here={here}
      renderRegistration={(onRegistered) => (
        <RegistrationForm
          onSuccess={onRegistered}
          onUnauthorized={() => void navigate(routePath('Authorization', {}, { redirect: here }))}
        />
      )}
    />
  );
}

export function PaymentByRequisitesPage() {
  return <PaymentByRequisites />;
}

export function PaymentSuccessPage() {
  const { transactionUuid } = useParams();
  useModalAction('PAYMENT');
  if (!transactionUuid) return <Navigate to={routePath('NotFound')} replace />;
  return <PaymentSuccess uuid={transactionUuid} />;
}

export function PaymentRejectPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" maw={560} mx="auto" data-testid="payment-reject">
      <IconAlertTriangle size={64} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2" ta="center">
        {t('payment.rejectTitle')}
      </Title>
      <Text ta="center">{t('payment.rejectText')}</Text>
      <Button component={Link} to={routePath('Cart')} mih={44}>
        {t('payment.tryAgain')}
      </Button>
    </Stack>
  );
}
