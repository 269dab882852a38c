import { Button, Card, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { curatorLifeGrantSchema } from '@prepa/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../shared/api';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useGrantLife } from '../api/grant-life';

/**
 * The grant endpoint's body (from contracts) and the student's id of its path. Built in a pure IIFE:
 * a bare top-level call is a side effect the bundler keeps wherever the staff area's index is imported
 * (it would bring zod and this form into the app shell, which imports the index for `staffKind`).
 */
const lifeGrantFormSchema = /* @__PURE__ */ (() =>
  curatorLifeGrantSchema.extend({
    studentId: z.coerce
      .number({ error: 'required' })
      .int({ error: 'required' })
      .positive({ error: 'required' })
      .max(2_147_483_647, { error: 'required' }),
  }))();
type FormIn = z.input<typeof lifeGrantFormSchema>;
type FormOut = z.output<typeof lifeGrantFormSchema>;

const newKey = () => crypto.randomUUID();

/** A curator (or manager) gives a student one homework life back, with a comment for the audit. */
export function LifeGrantForm() {
  const { t } = useTranslation();
  const grant = useGrantLife();
  const [requestKey, setRequestKey] = useState(newKey);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(lifeGrantFormSchema),
    defaultValues: { studentId: '', comment: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await grant.mutateAsync({ ...values, requestKey });
      notifySuccess(t('staff.lives.done', { lives: result.lives, max: result.max }));
      form.reset();
      setRequestKey(newKey());
    } catch (error) {
      notifyError(
        isApiError(error) && error.status === 404 ? t('staff.lives.notFound') : t('staff.lives.failed'),
      );
    }
  });

  return (
    <Card
      withBorder
      radius="md"
      component="section"
      aria-labelledby="life-grant-title"
      data-testid="life-grant"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="life-grant-title">
            {t('staff.lives.title')}
          </Title>
          <Controller
            control={form.control}
            name="studentId"
            render={({ field }) => (
              <NumberInput
                label={t('staff.lives.studentId')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={translateValidation(errors.studentId?.message)}
                maw={240}
              />
            )}
          />
          <TextInput
            label={t('staff.lives.comment')}
            description={t('staff.lives.commentHint')}
            error={translateValidation(errors.comment?.message)}
            {...form.register('comment')}
          />
          <Button type="submit" mih={44} loading={grant.isPending} w="fit-content">
            {t('staff.lives.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
