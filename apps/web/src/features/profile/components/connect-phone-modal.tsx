import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPhone, normalizePhone, SMS_CODE_LENGTH } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';
import { toastSuccess as notifySuccess } from '../model/toast';
import { useCheckConnectCode, useGenerateConnectCode } from '../api/connect';

function detail(error: unknown, fallback: string): string {
  return isApiError(error) ? (error.errors[0]?.detail ?? fallback) : fallback;
}

/** Confirms the profile phone through the connect endpoints (code generate, then check). */
export function ConnectPhoneModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateConnectCode();
  const check = useCheckConnectCode();
  const normalized = normalizePhone(phone);

  const send = async () => {
    if (!isValidPhone(normalized))
      return setError(t('validation.phone_invalid', { defaultValue: t('common.error') }));
    setError(null);
    try {
      await generate.mutateAsync(normalized);
      setSent(true);
    } catch (e) {
      setError(detail(e, t('common.error')));
    }
  };
  const confirm = async () => {
    try {
      await check.mutateAsync({ phone: normalized, code });
      notifySuccess(t('student.profile.phoneConfirmed'));
      onClose();
    } catch (e) {
      setError(detail(e, t('common.error')));
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('student.modals.phoneTitle')}
      centered
    >
      <Stack data-testid="connect-phone-modal">
        <TextInput
          label={t('student.profile.phone')}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={!sent ? error : undefined}
        />
        {sent && (
          <TextInput
            label={t('student.profile.code')}
            inputMode="numeric"
            maxLength={SMS_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
          />
        )}
        {sent ? (
          <Button
            size="md"
            onClick={() => void confirm()}
            loading={check.isPending}
            disabled={code.length !== SMS_CODE_LENGTH}
          >
            {t('student.profile.check')}
          </Button>
        ) : (
          <Button size="md" onClick={() => void send()} loading={generate.isPending}>
            {t('student.profile.sendCode')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
