import { Button, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPhone, normalizePhone, TELEGRAM_PATTERN } from '@prepa/contracts';
import { platformHas } from '../../../shared/config/platform';
import { PhoneInput } from '../../../shared/ui/phone-input';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { isApiError } from '../../../shared/api';
import { useSaveSocialAccount } from '../api/connect';

type Method = 'telegramPhone' | 'telegramNick' | 'whatsapp';

/**
 * Spec 1 §5 rules for a messenger contact: a phone is required (telegram by phone, whatsapp); a
 * telegram nickname follows the username rule. Returns a validation key of the contracts.
 */
export function socialValueError(method: Method, value: string): string | null {
  const v = value.trim().replace(/^@/, '');
  if (!v) return 'required';
  if (method === 'telegramNick') return TELEGRAM_PATTERN.test(v) ? null : 'telegram_invalid';
  return isValidPhone(normalizePhone(v)) ? null : 'phone_invalid';
}

/** The value sent: "@nickname" in nickname mode (the prefix is added), else the normalized phone. */
export function socialValue(method: Method, value: string): string {
  const v = value.trim().replace(/^@/, '');
  return method === 'telegramNick' ? `@${v}` : normalizePhone(v);
}

/** The social account modal: a VK view (RU/ONE) or messengers (telegram by phone or @nickname, whatsapp). */
export function SocialAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const vkAllowed = platformHas('profileVk');
  const [view, setView] = useState<'vk' | 'messengers'>(vkAllowed ? 'vk' : 'messengers');
  const [method, setMethod] = useState<Method>('telegramNick');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSocialAccount();

  const submit = async () => {
    const problem =
      view === 'vk' ? (value.trim() ? null : 'socialRequired') : socialValueError(method, value);
    setError(problem ? t(`student.profile.${problem}`) : null);
    if (problem) return;
    try {
      await save.mutateAsync(
        view === 'vk'
          ? { vk: value.trim() }
          : { method: method === 'whatsapp' ? 'whatsapp' : 'telegram', value: socialValue(method, value) },
      );
      notifySuccess(t('student.profile.socialSaved'));
      onClose();
    } catch (e) {
      const item = isApiError(e) ? e.errors[0] : undefined;
      if (item?.attr) setError(translateValidation(item.code) ?? item.detail);
      else notifyError(t('student.profile.socialFailed'));
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('student.profile.socialTitle')}
      centered
    >
      <Stack data-testid="social-account-modal">
        {vkAllowed && (
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v === 'vk' ? 'vk' : 'messengers')}
            data={[
              { value: 'vk', label: t('student.profile.vkView') },
              { value: 'messengers', label: t('student.profile.messengersView') },
            ]}
          />
        )}
        {view === 'messengers' && (
          <SegmentedControl
            value={method}
            onChange={(v) => {
              setMethod(v as Method);
              setValue('');
              setError(null);
            }}
            orientation="vertical"
            data={[
              { value: 'telegramPhone', label: t('student.profile.telegramByPhone') },
              { value: 'telegramNick', label: t('student.profile.telegramByNick') },
              { value: 'whatsapp', label: t('student.profile.whatsapp') },
            ]}
          />
        )}
        {view === 'messengers' && method !== 'telegramNick' ? (
          <PhoneInput
            label={t('student.profile.phone')}
            value={value}
            onChange={setValue}
            error={error ?? undefined}
            testId="social-value"
          />
        ) : (
          <TextInput
            label={
              view === 'vk'
                ? t('student.profile.vkLink')
                : method === 'telegramNick'
                  ? t('student.profile.telegramByNick')
                  : t('student.profile.phone')
            }
            description={
              view === 'messengers' && method === 'telegramNick' ? t('student.profile.nickHint') : undefined
            }
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            leftSection={view === 'messengers' && method === 'telegramNick' ? '@' : undefined}
            error={error}
            data-testid="social-value"
          />
        )}
        <Button size="md" onClick={() => void submit()} loading={save.isPending} data-testid="social-save">
          {t('student.profile.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
