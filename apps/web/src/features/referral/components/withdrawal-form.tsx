import { Button, NumberInput, Stack, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { referralWithdrawalRequestSchema, type ReferralWithdrawalRequest } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useWithdrawReferralBonuses } from '../api/referral';

/** A request to pay bonuses out (flag referral-program-withdraw); one request id per attempt. */
export function WithdrawalForm({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawReferralBonuses();
  // A retried submission of the same attempt reuses its id: the server debits it once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const form = useForm<ReferralWithdrawalRequest>({
    resolver: zodResolver(referralWithdrawalRequestSchema),
    defaultValues: { requestId, amount: balance, details: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await withdraw.mutateAsync({ ...values, requestId });
      notifySuccess(t('referral.withdrawSent'));
      const next = crypto.randomUUID();
      setRequestId(next);
      form.reset({ requestId: next, amount: 0, details: '' });
    } catch (error) {
      if (!isApiError(error)) return notifyError(t('common.error'));
      for (const [field, detail] of Object.entries(error.fieldErrors)) {
        if (field === 'amount' || field === 'details')
          form.setError(field, { type: 'server', message: detail });
        else notifyError(detail);
      }
      for (const message of error.generalErrors) notifyError(message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="referral-withdraw-title"
      data-testid="referral-withdraw"
    >
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3" id="referral-withdraw-title">
          {t('referral.withdrawTitle')}
        </Title>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              size="md"
              label={t('referral.withdrawAmount')}
              min={1}
              max={balance}
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
              onBlur={field.onBlur}
              error={translateValidation(errors.amount?.message)}
            />
          )}
        />
        <Textarea
          size="md"
          label={t('referral.withdrawDetails')}
          autosize
          minRows={2}
          error={translateValidation(errors.details?.message)}
          {...form.register('details')}
        />
        <Button type="submit" size="md" loading={withdraw.isPending}>
          {t('referral.withdrawSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
