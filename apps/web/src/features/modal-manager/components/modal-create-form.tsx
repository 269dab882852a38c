import { Button, Card, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  MODAL_ACTIONS,
  MODAL_BUTTON_TEXT_MAX,
  MODAL_SHOW_STYLES,
  MODAL_TEXT_MAX,
  MODAL_TITLE_MAX,
  newModalSchema,
  PLATFORMS,
  POLL_QUESTION_MAX,
  POLL_TYPES,
  type ModalAction,
  type ModalShowStyle,
  type NewModal,
  type Platform,
  type PollType,
} from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useCreateModal } from '../api/manager-modals';

interface Draft {
  action: ModalAction;
  showStyle: ModalShowStyle;
  title: string;
  showTitle: boolean;
  textContent: string;
  redirectUrl: string;
  buttonText: string;
  canSkip: boolean;
  platform: Platform | '';
  pollType: PollType | '';
  question: string;
  variants: string;
}

const EMPTY: Draft = {
  action: 'OPEN',
  showStyle: 'FULL',
  title: '',
  showTitle: true,
  textContent: '',
  redirectUrl: '',
  buttonText: '',
  canSkip: true,
  platform: '',
  pollType: '',
  question: '',
  variants: '',
};

function toModal(d: Draft): NewModal {
  const variants = d.variants
    .split('\n')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((text) => ({ text }));
  return {
    action: d.action,
    showStyle: d.showStyle,
    title: d.title,
    showTitle: d.showTitle,
    textContent: d.textContent,
    redirectUrl: d.redirectUrl.trim() || null,
    buttonText: d.buttonText.trim() || null,
    canSkip: d.canSkip,
    platform: d.platform || null,
    polls: d.pollType
      ? [
          {
            type: d.pollType,
            question: d.question,
            variants: d.pollType === 'TEXT_POLL' || d.pollType === 'SCALE_POLL' ? [] : variants,
          },
        ]
      : [],
  };
}

/** Errors by wire-free field path (`title`, `polls.0.variants`), from the contracts schema or the server. */
function fieldErrors(modal: NewModal): Record<string, string> {
  const parsed = newModalSchema.safeParse(modal);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

/** A new modal with at most one poll (the API takes more; one covers the staff's everyday use). */
export function ModalCreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateModal();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (path: string) => {
    const key = errors[path];
    return key ? t(`validation.${key}`, { defaultValue: t('common.error') }) : undefined;
  };

  const submit = async () => {
    const modal = toModal(draft);
    const found = fieldErrors(modal);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create.mutateAsync(modal);
      notifySuccess(t('globalModals.staff.saved'));
      onDone();
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t('globalModals.staff.failed'));
    }
  };

  const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
    values.map((v) => ({ value: v, label: label(v) }));
  const withPollVariants =
    draft.pollType !== '' && draft.pollType !== 'TEXT_POLL' && draft.pollType !== 'SCALE_POLL';

  return (
    <Card
      withBorder
      radius="md"
      component="form"
      onSubmit={(e) => e.preventDefault()}
      data-testid="staff-modal-form"
    >
      <Stack gap="sm">
        <Group grow wrap="wrap">
          <NativeSelect
            label={t('globalModals.staff.action')}
            value={draft.action}
            onChange={(e) => set('action', e.currentTarget.value as ModalAction)}
            data={options(MODAL_ACTIONS, (a) => t(`globalModals.staff.actions.${a}`))}
          />
          <NativeSelect
            label={t('globalModals.staff.showStyle')}
            value={draft.showStyle}
            onChange={(e) => set('showStyle', e.currentTarget.value as ModalShowStyle)}
            data={options(MODAL_SHOW_STYLES, (s) => t(`globalModals.staff.styles.${s}`))}
          />
          <NativeSelect
            label={t('globalModals.staff.platform')}
            value={draft.platform}
            onChange={(e) => set('platform', e.currentTarget.value as Platform | '')}
            data={[
              { value: '', label: t('globalModals.staff.allPlatforms') },
              ...options(PLATFORMS, (p) => p),
            ]}
          />
        </Group>
        <TextInput
          label={t('globalModals.staff.titleField')}
          value={draft.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          maxLength={MODAL_TITLE_MAX}
          required
          error={err('title')}
          data-testid="staff-modal-title"
        />
        <Checkbox
          label={t('globalModals.staff.showTitle')}
          checked={draft.showTitle}
          onChange={(e) => set('showTitle', e.currentTarget.checked)}
        />
        <Textarea
          label={t('globalModals.staff.text')}
          value={draft.textContent}
          onChange={(e) => set('textContent', e.currentTarget.value)}
          maxLength={MODAL_TEXT_MAX}
          autosize
          minRows={3}
        />
        <Group grow wrap="wrap">
          <TextInput
            label={t('globalModals.staff.redirectUrl')}
            value={draft.redirectUrl}
            onChange={(e) => set('redirectUrl', e.currentTarget.value)}
            error={err('redirectUrl')}
            type="url"
          />
          <TextInput
            label={t('globalModals.staff.buttonText')}
            value={draft.buttonText}
            onChange={(e) => set('buttonText', e.currentTarget.value)}
            maxLength={MODAL_BUTTON_TEXT_MAX}
          />
        </Group>
        <Checkbox
          label={t('globalModals.staff.canSkip')}
          checked={draft.canSkip}
          onChange={(e) => set('canSkip', e.currentTarget.checked)}
        />
        <NativeSelect
          label={t('globalModals.staff.pollType')}
          value={draft.pollType}
          onChange={(e) => set('pollType', e.currentTarget.value as PollType | '')}
          data={[
            { value: '', label: t('globalModals.staff.noPoll') },
            ...options(POLL_TYPES, (p) => t(`globalModals.staff.pollTypes.${p}`)),
          ]}
        />
        {draft.pollType && (
          <TextInput
            label={t('globalModals.staff.question')}
            value={draft.question}
            onChange={(e) => set('question', e.currentTarget.value)}
            maxLength={POLL_QUESTION_MAX}
            required
            error={err('polls.0.question')}
          />
        )}
        {withPollVariants && (
          <Textarea
            label={t('globalModals.staff.variants')}
            value={draft.variants}
            onChange={(e) => set('variants', e.currentTarget.value)}
            autosize
            minRows={3}
            error={err('polls.0.variants')}
          />
        )}
        <Group>
          <Button
            mih={44}
            onClick={() => void submit()}
            loading={create.isPending}
            data-testid="staff-modal-save"
          >
            {t('globalModals.staff.save')}
          </Button>
          <Button mih={44} variant="default" onClick={onDone}>
            {t('globalModals.staff.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
