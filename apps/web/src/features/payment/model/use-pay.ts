import { normalizePhone, type Cart, type PaymentSystem } from '@prepa/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/lib/notify';
import { usePayInit } from '../api/pay-init';
import { collapseSpaces, type CustomerInput, type CustomerValues } from './customer-form';
import { describePayError } from './pay-errors';

interface Options {
  hash?: string;
  cart: Cart | undefined;
  system: PaymentSystem | undefined;
  customerForm: UseFormReturn<CustomerInput, unknown, CustomerValues> | null;
  /** Where the browser goes; injectable for tests. */
  go?: (url: string) => void;
}

/** Pay: check the payer's details, init on the server, send the browser to the provider. */
export function usePay({
  hash,
  cart,
  system,
  customerForm,
  go = (url) => window.location.assign(url),
}: Options) {
  const { t } = useTranslation();
  const init = usePayInit(hash);
  const [paying, setPaying] = useState(false);
  const labels: Record<string, string> = {
    customerName: t('payment.customerName'),
    phone: t('payment.phone'),
    email: t('payment.email'),
  };
  const fieldLabel = (field: string): string | undefined => labels[field];

  async function customer(): Promise<Record<string, string> | null> {
    if (!customerForm) return {};
    const ok = await customerForm.trigger();
    if (!ok) {
      const fields = ['customerName', 'phone', 'email'] as const;
      const missing = fields.filter((f) => customerForm.getFieldState(f).invalid).map((f) => labels[f]);
      notifyError(
        missing.length > 0
          ? `${t('payment.notFilledCaption')}: ${missing.join(', ')}`
          : t('payment.notFilledCaption'),
        t('payment.notFilled'),
      );
      return null;
    }
    const v = customerForm.getValues();
    return {
      customerName: collapseSpaces(v.customerName),
      phone: normalizePhone(v.phone),
      email: v.email.trim(),
    };
  }

  async function pay(): Promise<void> {
    const details = await customer();
    if (!details) return;
    setPaying(true);
    try {
      const answer = await init.mutateAsync({
        paymentSystem: system,
        subscribe: Boolean(cart?.items.some((i) => i.isProlongSubscription)),
        sourceUrl: window.location.href,
        ...details,
      });
      go(answer.redirectUrl);
    } catch (error) {
      setPaying(false);
      const failure = describePayError(error, fieldLabel);
      if (failure.details.length > 0) for (const d of failure.details) notifyError(d);
      else notifyError(failure.caption ?? t('common.contactSupport'), t('payment.failed'));
    }
  }

  /** Validates the payer's details alone (a guest's, before registering); toasts what is missing. */
  async function checkCustomer(): Promise<boolean> {
    return (await customer()) !== null;
  }

  return { pay, paying, checkCustomer };
}
