import { Skeleton, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePayInit } from '../api/pay-init';
import { describePayError } from '../model/pay-errors';
import { Invoice } from './invoice';

/**
 * Creates the requisites transaction once and keeps its uuid in the address, so that a reload or a
 * print preview shows the same invoice instead of issuing a new one.
 */
export function PaymentByRequisites() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cartHash = params.get('cartHash') ?? undefined;
  const uuid = params.get('transaction') ?? undefined;
  const init = usePayInit(cartHash);
  const started = useRef(false);

  useEffect(() => {
    if (uuid || started.current) return;
    started.current = true;
    init.mutate(
      { requisites: true, sourceUrl: window.location.href },
      {
        onSuccess: (answer) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('transaction', answer.transactionUuid);
              return next;
            },
            { replace: true },
          ),
      },
    );
  }, [uuid, init, setParams]);

  if (uuid) return <Invoice uuid={uuid} />;
  if (init.isError) {
    const failure = describePayError(init.error);
    return (
      <Text c="red" role="alert">
        {t('payment.failed')}
        {failure.details.length > 0
          ? `: ${failure.details.join(', ')}`
          : failure.caption
            ? `: ${failure.caption}`
            : ''}
      </Text>
    );
  }
  return <Skeleton h={320} aria-busy="true" />;
}
