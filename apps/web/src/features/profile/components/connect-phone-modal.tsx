import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PhoneConfirmModal, type PhoneConfirmFlow } from '../../auth';
import { checkConnectCode, generateConnectCode } from '../api/connect';
import { profileQueryOptions } from '../api/get-profile';
import { systemModalsQueryOptions } from '../api/system-modals';
import { notifySuccess } from '../../../shared/lib/notify';

/** A signed-in user's phone: POST /v2/core/connect/code/generate/ and /check/ (answers the confirmed phone). */
export const CONNECT_PHONE_FLOW: PhoneConfirmFlow = {
  request: (phone) => generateConnectCode(phone),
  confirm: async (phone, code) => (await checkConnectCode({ phone, code })).phone,
  sessionKey: 'prepa.connectPhone',
};

/** Confirms the profile phone with the shared phone-confirmation dialog, over the connect endpoints. */
export function ConnectPhoneModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <PhoneConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('student.modals.phoneTitle')}
      testId="connect-phone-modal"
      flow={CONNECT_PHONE_FLOW}
      onConfirmed={() => {
        void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: systemModalsQueryOptions().queryKey });
        notifySuccess(t('student.profile.phoneConfirmed'));
        onClose();
      }}
    />
  );
}
