import { Anchor, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useIdle } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  STARTUP_DEFERRED_IDLE_MS,
  type STATUS_KEYS,
  type StartupModal,
  type SystemModals,
} from '@prepa/contracts';
import { routePath } from '../../../shared/config/routes';
import { isUiLanguage, UI_LANGUAGES } from '../../../shared/i18n';
import { notifyError } from '../../../shared/lib/notify';
import {
  ConnectPhoneModal,
  SocialAccountModal,
  useUpdateProfile,
  useUpdateStatuses,
  useUpdateStudentFlags,
} from '../../profile';
import { nextStartupStep } from '../model/startup-queue';

/** Modals dismissed in this browser session, per user (a new sign-in asks again while the condition holds). */
const seenKey = (userId: number | undefined) => `prepa.startupModalsSeen.${userId ?? 'anon'}`;
const VIEWED_STATUS: Partial<Record<StartupModal, (typeof STATUS_KEYS)[number]>> = {
  languageSelect: 'viewedLanguageSelect',
  socialAccount: 'viewedSocialAccount',
  loyaltyProgram: 'viewedLoyaltyProgram',
  referralIntroduction: 'viewedReferralIntroduction',
};
const LANGUAGE_TITLES: Record<string, string> = { ru: 'Русский', en: 'English' };

function readSeen(key: string): StartupModal[] {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '[]') as StartupModal[];
  } catch {
    return [];
  }
}

/**
 * The start-up modal queue: one modal at a time, each only while its condition holds by the server's
 * latest answer; the deferred step waits for 10 s of idle time and for no hint to be open. The
 * onboarding hints (`hints`) show only while no modal is open, and are given whether a deferred step
 * is still waiting.
 */
export function StartupModals({
  system,
  ignored,
  userId,
  hints,
}: {
  system: SystemModals | undefined;
  ignored: boolean;
  userId: number | undefined;
  /** The onboarding hints, rendered only while no start-up modal is open. */
  hints?: (props: { onOpenChange: (open: boolean) => void }) => ReactNode;
}) {
  const key = seenKey(userId);
  const [seen, setSeen] = useState<StartupModal[]>(() => readSeen(key));
  const [hintOpen, setHintOpen] = useState(false);
  const idle = useIdle(STARTUP_DEFERRED_IDLE_MS, { initialState: false });
  const { modal: current } = nextStartupStep(system, { ignored, dismissed: seen, idle, hintOpen });
  const statuses = useUpdateStatuses();
  const dismiss = (m: StartupModal) => {
    const next = [...seen, m];
    sessionStorage.setItem(key, JSON.stringify(next));
    setSeen(next);
    // Seen once is enough for these: the server stops asking (phone and personal data stay until done).
    const status = VIEWED_STATUS[m];
    if (status) statuses.mutate({ [status]: true });
  };
  if (!current) return <>{hints?.({ onOpenChange: setHintOpen })}</>;
  const close = () => dismiss(current);
  switch (current) {
    case 'personalData':
      return <PersonalDataModal forced={!system?.isPersonalDataAgreement} onDone={close} />;
    case 'languageSelect':
      return <LanguageConfirmModal onDone={close} />;
    case 'socialAccount':
      return <SocialAccountModal opened onClose={close} />;
    case 'phone':
      return <ConnectPhoneModal opened onClose={close} />;
    default:
      return <InfoModal kind={current} onDone={close} />;
  }
}

function PersonalDataModal({ forced, onDone }: { forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStudentFlags();
  const accept = async () => {
    try {
      await update.mutateAsync({ isPersonalDataAccepted: true });
      onDone();
    } catch {
      notifyError(t('common.error'));
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={forced ? () => undefined : onDone}
      withCloseButton={!forced}
      closeOnClickOutside={!forced}
      closeOnEscape={!forced}
      title={t('student.modals.personalDataTitle')}
      centered
    >
      <Stack data-testid="startup-modal-personalData">
        <Text>{t('student.modals.personalDataText')}</Text>
        <Button
          size="md"
          onClick={() => void accept()}
          loading={update.isPending}
          data-testid="personal-data-accept"
        >
          {t('student.modals.accept')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** Language confirm: a changed language is saved to the profile and the page reloads. */
function LanguageConfirmModal({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(i18n.language);
  const update = useUpdateProfile();
  const confirm = async () => {
    if (!isUiLanguage(value) || value === i18n.language) return onDone();
    try {
      await update.mutateAsync({ language: value });
      onDone();
      window.location.reload();
    } catch {
      notifyError(t('common.error'));
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onDone}
      title={t('student.modals.languageTitle')}
      centered
    >
      <Stack data-testid="startup-modal-languageSelect">
        <Radio.Group value={value} onChange={setValue} label={t('student.modals.languageText')}>
          <Stack gap="xs" mt="xs">
            {UI_LANGUAGES.map((code) => (
              <Radio key={code} value={code} label={LANGUAGE_TITLES[code]} lang={code} />
            ))}
          </Stack>
        </Radio.Group>
        <Button
          size="md"
          onClick={() => void confirm()}
          loading={update.isPending}
          data-testid="language-confirm"
        >
          {t('student.modals.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

function InfoModal({
  kind,
  onDone,
}: {
  kind: 'loyaltyProgram' | 'referralIntroduction';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const prefix = kind === 'loyaltyProgram' ? 'loyalty' : 'referral';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onDone}
      title={t(`student.modals.${prefix}Title`)}
      centered
    >
      <Stack data-testid={`startup-modal-${kind}`}>
        <Text>{t(`student.modals.${prefix}Text`)}</Text>
        <Group>
          {kind === 'loyaltyProgram' && (
            <Anchor component={Link} to={routePath('LoyaltyProgram')} onClick={onDone}>
              {t('student.loyalty.about')}
            </Anchor>
          )}
          <Button size="md" onClick={onDone} data-testid="startup-modal-ok">
            {t('student.onboarding.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
