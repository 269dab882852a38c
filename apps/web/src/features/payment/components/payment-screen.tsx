import { Anchor, Button, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth';
import { CartLines, useCart, useSubscriptionStatuses, type CartRef } from '../../cart';
import { routePath } from '../../../shared/config/routes';
import { formatMoney } from '../../../shared/lib/format';
import { usePayPublic } from '../api/get-pay-public';
import { useCustomerForm } from '../model/customer-form';
import { usePay } from '../model/use-pay';
import { CustomerInfoForm } from './customer-info-form';
import { SellerInfo } from './seller-info';

interface Props {
  cartHash?: string;
  isStandalone: boolean;
  here: string;
  /** The registration form of features/auth; calls back once the guest is signed in. */
  renderRegistration: (onRegistered: () => void) => ReactNode;
}

/** Spec 2 §2 "Payment screen". */
export function PaymentScreen({ cartHash, isStandalone, here, renderRegistration }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [arrivedAsGuest] = useState(() => user === null);
  const ref: CartRef = cartHash ? { hash: cartHash, standalone: isStandalone } : { standalone: false };
  const { data: cart, isPending } = useCart(ref);
  const productIds = cart?.items.map((i) => i.product.id) ?? [];
  const statuses = useSubscriptionStatuses(productIds);
  const info = usePayPublic(cartHash);
  const customerForm = useCustomerForm(user);
  // The payer's details are asked of everyone, a guest included (next to the student's registration),
  // and the same form stays on screen after the guest registers, with what was typed in it.
  const { pay, paying, checkCustomer } = usePay({
    hash: cartHash,
    cart,
    system: info.data?.paymentInfo.system,
    customerForm,
  });
  const registration = useRef<HTMLDivElement>(null);

  const empty = !cart || (cart.items.length === 0 && cart.bundles.length === 0);
  const available = !empty && (productIds.length === 0 || statuses.isSuccess) && info.isSuccess;
  const requisitesQuery = { cartHash, isCartStandalone: cartHash ? isStandalone : undefined };

  async function onPay() {
    // A guest registers first: the registration form's own submit leads on to payment. The payer's
    // details are checked before, so that registering never ends in a refused payment.
    const form = registration.current?.querySelector('form');
    if (!user && form) {
      if (await checkCustomer()) form.requestSubmit();
    } else void pay();
  }
  // Back to the cart being paid: a shared cart's own page (guests may open it), else the student's cart.
  const backTo = cartHash && isStandalone ? routePath('SharedCart', { cartHash }) : routePath('Cart');

  return (
    <Stack maw={1100} mx="auto" w="100%" component="section" aria-labelledby="payment-title">
      <Anchor component={Link} to={backTo} mih={44} py="sm" data-testid="back-to-cart">
        <IconArrowLeft size={16} aria-hidden /> {t('payment.back')}
      </Anchor>
      <Title order={1} size="h2" id="payment-title">
        {isStandalone && arrivedAsGuest ? t('payment.registrationAndPayment') : t('shopPages.payment')}
      </Title>
      {isStandalone && !user && (
        <Anchor
          component={Link}
          to={routePath('Authorization', {}, { redirect: here })}
          data-testid="have-account"
        >
          {t('payment.haveAccount')}
        </Anchor>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {!user && (
              <Stack ref={registration} data-testid="payment-registration">
                <Text fw={600}>{t('payment.studentData')}</Text>
                {renderRegistration(() => void pay())}
              </Stack>
            )}
            <CustomerInfoForm form={customerForm} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md">
            <Stack>
              {isPending ? (
                <Skeleton h={160} aria-busy="true" />
              ) : cart && !empty ? (
                <CartLines
                  cart={cart}
                  cartRef={ref}
                  statuses={statuses.data?.results}
                  showProlongation={!(cartHash && !isStandalone)}
                  editable={false}
                />
              ) : (
                <Text data-testid="payment-empty">{t('payment.emptyCart')}</Text>
              )}
              <SellerInfo info={info.data} />
              <Button
                size="md"
                mih={44}
                onClick={() => void onPay()}
                loading={paying}
                disabled={!available || paying}
                data-testid="pay"
              >
                {t('payment.pay', { amount: cart ? formatMoney(cart.amount, cart.currency) : '' })}
              </Button>
              <Button
                variant="default"
                mih={44}
                disabled={!available || !user}
                onClick={() => void navigate(routePath('PaymentByRequisites', {}, requisitesQuery))}
                data-testid="pay-by-requisites"
              >
                {t('payment.byRequisites')}
              </Button>
              {cart && (
                <Text size="xs" c="dimmed">
                  {t('payment.documents')}{' '}
                  <Anchor
                    href={cart.orgInfo.ofertaUrl}
                    target="_blank"
                    rel="noreferrer"
                    size="xs"
                    underline="always"
                  >
                    {t('payment.offer')}
                  </Anchor>
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
