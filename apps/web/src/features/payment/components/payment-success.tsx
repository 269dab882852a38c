import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../../auth';
import { routePath } from '../../../shared/config/routes';
import { formatMoney } from '../../../shared/lib/format';
import { Unbroken } from '../../../shared/ui/unbroken';
import { useProgramGoals } from '../../goals';
import { useTransaction } from '../api/get-transaction';
import { RefundState } from './refund-state';

/** The success page: the transaction as the API has it and what was bought. */
export function PaymentSuccess({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStudent = user?.role === 'STUDENT_ROLE';
  const { data, isPending, isError } = useTransaction(uuid);
  const goals = useProgramGoals(isStudent && data?.status === 'PAID');
  // Spec 2 §2: a student without a priority subject is directed to goals setup, and comes back here.
  const needsGoals = isStudent && goals.data !== undefined && !goals.data.some((g) => g.isPriority);
  if (user && !isStudent) return <Navigate to={routePath('NotFound')} replace />;
  if (isPending) return <Loader aria-label={t('common.loading')} />;
  if (isError) return <Text c="red">{t('payment.transactionFailed')}</Text>;
  // Money that came for an order no longer payable is no payment error: the student reads what
  // became of it (decision 004) on the order's own page.
  if (data.refund && data.status !== 'PAID')
    return (
      <Stack align="center" py="xl" maw={560} mx="auto" data-testid="payment-refund">
        <Title order={1} size="h2" ta="center">
          <Unbroken text={t('refund.order', { number: data.orderNumber })} part={data.orderNumber} />
        </Title>
        <RefundState refund={data.refund} amount={data.amount} currency={data.currency} />
        <Group justify="center">
          <Button component={Link} to={routePath('Home')} mih={44}>
            {t('payment.toLessons')}
          </Button>
          {isStudent && (
            <Button component={Link} to={routePath('Documents')} variant="default" mih={44}>
              {t('payment.toDocuments')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  if (data.status === 'DECLINED' || data.status === 'CANCELLED')
    return <Navigate to={routePath('PaymentReject')} replace />;
  return (
    <Stack align="center" py="xl" maw={560} mx="auto" data-testid="payment-success">
      {needsGoals && (
        <Alert title={t('payment.goalsTitle')} w="100%" data-testid="payment-goals-setup">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('payment.goalsText')}</Text>
            <Button
              component={Link}
              to={routePath(
                'StudentProgramGoals',
                {},
                { redirect: routePath('PaymentSuccess', { transactionUuid: uuid }) },
              )}
            >
              {t('payment.goalsButton')}
            </Button>
          </Stack>
        </Alert>
      )}
      <IconCircleCheck size={64} color="var(--mantine-color-teal-6)" aria-hidden />
      <Title order={1} size="h2" ta="center">
        {t('payment.successTitle')}
      </Title>
      {data.status === 'PENDING' ? (
        <Text>{t('payment.pending')}</Text>
      ) : (
        <>
          <Text ta="center">{t('payment.successText')}</Text>
          <Text fw={600}>{t('payment.successProducts')}</Text>
          <List data-testid="paid-products">
            {data.products.map((p) => (
              <List.Item key={p.id}>{p.title}</List.Item>
            ))}
          </List>
          <Text fw={700}>{formatMoney(data.amount, data.currency)}</Text>
          {data.refund && <RefundState refund={data.refund} amount={data.amount} currency={data.currency} />}
        </>
      )}
      <Group>
        <Button component={Link} to={routePath('Home')} mih={44}>
          {t('payment.toLessons')}
        </Button>
        {isStudent && (
          <Button
            component={Link}
            to={routePath('Documents')}
            variant="default"
            mih={44}
            data-testid="to-documents"
          >
            {t('payment.toDocuments')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
