import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MODULE_TITLE_MAX, modulePatchBodySchema, type ModulePatchBody } from '@prepa/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useCreateModule, useRenameModule } from '../api/staff-lessons';

export interface ModuleFormProps {
  /** The course a new module goes to (its end). */
  productTypeId: number;
  /** The module being renamed; a new one otherwise. */
  module?: { id: number; title: string };
  onDone: () => void;
}

/**
 * Names a new module or renames one: contracts' title rule first, the server's refusal (a course or
 * module that is gone) under the field or in a toast.
 */
export function ModuleForm({ productTypeId, module, onDone }: ModuleFormProps) {
  const { t } = useTranslation();
  const create = useCreateModule();
  const rename = useRenameModule();
  const form = useForm<ModulePatchBody>({
    resolver: zodResolver(modulePatchBodySchema),
    defaultValues: { title: module?.title ?? '' },
  });
  const label = t(module ? 'staffLessons.module.renameLabel' : 'staffLessons.module.newLabel');

  const submit = form.handleSubmit(async ({ title }) => {
    try {
      if (module) {
        await rename.mutateAsync({ id: module.id, body: { title } });
        notifySuccess(t('staffLessons.module.renamed'));
      } else {
        await create.mutateAsync({ productTypeId, title });
        notifySuccess(t('staffLessons.module.created'));
      }
      onDone();
    } catch (e) {
      const detail = isApiError(e) ? (e.fieldErrors.title ?? e.firstDetail) : undefined;
      if (isApiError(e) && e.fieldErrors.title) form.setError('title', { type: 'server', message: detail });
      else notifyError(detail ?? t('staffLessons.module.failed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label} data-testid="staff-module-form">
      <Stack gap="sm">
        <TextInput
          label={label}
          required
          maxLength={MODULE_TITLE_MAX}
          error={translateValidation(form.formState.errors.title?.message)}
          data-autofocus
          {...form.register('title')}
        />
        <Group>
          <Button type="submit" mih={44} loading={form.formState.isSubmitting}>
            {t(module ? 'staffLessons.module.save' : 'staffLessons.module.create')}
          </Button>
          <Button type="button" mih={44} variant="default" onClick={onDone}>
            {t('staffLessons.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
