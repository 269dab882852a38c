import { Anchor, Box, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHONE_COUNTRIES,
  SMS_CODE_LENGTH,
  detectPhoneCountry,
  isValidPhone,
  normalizePhone,
  phoneDigits,
} from '@prepa/contracts';
import { translateValidation } from '../../../shared/i18n';
import { formatCountdown } from '../../../shared/lib/format';
import { notifyError } from '../../../shared/lib/notify';
import { applyPhoneMask } from '../../../shared/lib/phone-mask';
import { confirmOtp } from '../api/otp-confirm';
import { requestOtp } from '../api/otp-request';
import { placePhoneError } from '../model/phone-errors';
import { createPhoneSessionStore, resendAvailableAt, type PhoneSession } from '../model/phone-session';
import { useCountdown } from '../model/use-countdown';
import { PhoneInput, fixedCountry } from '../../../shared/ui/phone-input';

/** The two endpoints of a phone confirmation (send a code, check it) and where its session is cached. */
export interface PhoneConfirmFlow {
  /** Sends an SMS code to `phone` (+digits); answers the seconds to wait before another. */
  request: (phone: string) => Promise<{ resendIn: number }>;
  /** Checks the code; answers the flow's proof (registration's phone key, or the confirmed phone). */
  confirm: (phone: string, code: string) => Promise<string>;
  /** sessionStorage key of the started confirmation (survives a reload). */
  sessionKey: string;
}

/** Registration (guest): POST /v3/auth/otp-request/ and /v3/auth/otp-confirm/, answering a phone key. */
export const OTP_PHONE_FLOW: PhoneConfirmFlow = {
  request: (phone) => requestOtp({ phone }),
  confirm: async (phone, code) => (await confirmOtp({ phone, code })).phoneKey,
  sessionKey: 'prepa.phoneConfirmation',
};

interface PhoneConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** The phone (+digits) is confirmed; `proof` is what the flow's confirm answered. */
  onConfirmed: (proof: string, phone: string) => void;
  /** Endpoints; registration's OTP pair by default. */
  flow?: PhoneConfirmFlow;
  title?: string;
  testId?: string;
}

/**
 * Phone confirmation in a dialog: the number, then a 4-digit code that submits itself on the 4th
 * digit, resend after a mm:ss countdown, "change number"; the session is cached in the tab.
 */
export function PhoneConfirmModal({
  opened,
  onClose,
  onConfirmed,
  flow = OTP_PHONE_FLOW,
  title,
  testId = 'phone-confirm-modal',
}: PhoneConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('phone.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <Box data-testid={testId}>
          <PhoneConfirmBody onConfirmed={onConfirmed} flow={flow} />
        </Box>
      )}
    </Modal>
  );
}

function PhoneConfirmBody({
  onConfirmed,
  flow,
}: Pick<PhoneConfirmModalProps, 'onConfirmed'> & { flow: PhoneConfirmFlow }) {
  const { t } = useTranslation();
  const phoneSessionStore = useMemo(() => createPhoneSessionStore(flow.sessionKey), [flow.sessionKey]);
  const [session, setSession] = useState<PhoneSession | null>(() => phoneSessionStore.read());
  const [digits, setDigits] = useState(() => phoneDigits(session?.phone ?? ''));
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const requestMutation = useMutation({ mutationFn: (phone: string) => flow.request(phone) });
  const confirmMutation = useMutation({
    mutationFn: (body: { phone: string; code: string }) => flow.confirm(body.phone, body.code),
  });
  const secondsLeft = useCountdown(session ? resendAvailableAt(session) : null);
  const cannotSend = t('phone.cannotSend');

  const showError = (error: unknown) => {
    const placed = placePhoneError(error, cannotSend);
    setPhoneError(placed.phone);
    setCodeError(placed.code);
    if (placed.phone && session && !placed.code) setSession(null);
    if (placed.general) notifyError(placed.general);
  };

  const requestCode = async (phone: string) => {
    setPhoneError(undefined);
    setCodeError(undefined);
    try {
      const response = await requestMutation.mutateAsync(phone);
      const next = { phone, codeRequestAt: Date.now(), resendIn: response.resendIn };
      phoneSessionStore.write(next);
      setSession(next);
      setCode('');
    } catch (error) {
      showError(error);
    }
  };

  const submitPhone = () => {
    if (!isValidPhone(digits, fixedCountry())) {
      setPhoneError(translateValidation('phone_invalid'));
      return;
    }
    void requestCode(normalizePhone(digits));
  };

  const confirm = async (value: string) => {
    if (!session) return;
    setCodeError(undefined);
    try {
      const proof = await confirmMutation.mutateAsync({ phone: session.phone, code: value });
      phoneSessionStore.clear();
      onConfirmed(proof, session.phone);
    } catch (error) {
      showError(error);
    }
  };

  const changeNumber = () => {
    phoneSessionStore.clear();
    setSession(null);
    setCode('');
    setCodeError(undefined);
  };

  if (!session) {
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submitPhone();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('phone.hint')}</Text>
          <PhoneInput
            label={t('phone.phone')}
            testId="phone-input"
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setPhoneError(undefined);
            }}
            error={phoneError}
          />
          <Button
            type="submit"
            size="md"
            loading={requestMutation.isPending}
            data-testid="phone-request-code"
          >
            {t('phone.requestCode')}
          </Button>
        </Stack>
      </form>
    );
  }

  const sessionCountry = detectPhoneCountry(session.phone) ?? 'ru';
  const shownPhone = applyPhoneMask(phoneDigits(session.phone), PHONE_COUNTRIES[sessionCountry].mask);
  return (
    <Stack gap="md">
      <Text size="sm">{t('phone.codeSentTo', { phone: shownPhone })}</Text>
      <TextInput
        size="md"
        label={t('phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        data-testid="sms-code"
        value={code}
        error={codeError}
        disabled={confirmMutation.isPending}
        data-autofocus
        onChange={(e) => {
          const next = phoneDigits(e.currentTarget.value).slice(0, SMS_CODE_LENGTH);
          setCode(next);
          setCodeError(undefined);
          if (next.length === SMS_CODE_LENGTH) void confirm(next);
        }}
      />
      {secondsLeft > 0 ? (
        <Text size="sm" c="dimmed" data-testid="phone-countdown">
          {t('phone.resendIn', { time: formatCountdown(secondsLeft) })}
        </Text>
      ) : (
        <Button
          variant="light"
          size="md"
          loading={requestMutation.isPending}
          onClick={() => void requestCode(session.phone)}
          data-testid="phone-resend"
        >
          {t('phone.resend')}
        </Button>
      )}
      <Anchor component="button" type="button" size="sm" onClick={changeNumber} data-testid="phone-change">
        {t('phone.change')}
      </Anchor>
    </Stack>
  );
}
