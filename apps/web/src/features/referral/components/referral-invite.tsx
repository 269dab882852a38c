import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandTelegram, IconBrandVk, IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReferralProgram } from '@prepa/contracts';
import { routePath } from '../../../shared/config/routes';
import { formatMoney } from '../../../shared/lib/format';
import { notifySuccess } from '../../../shared/lib/notify';
import { useReferralProgram } from '../api/referral';
import { referralLink, shareLinks } from '../model/share-links';
import { WithdrawalForm } from './withdrawal-form';

/** One bonus is one unit of the platform's currency; money is formatted from minor units. */
export const bonusMoney = (bonuses: number) => formatMoney(bonuses * 100);

function ShareLink({ program }: { program: ReferralProgram & { referralId: string } }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  const link = referralLink(program.referralId);
  const share = shareLinks(link, t('referral.shareText', { percent: program.discountPercent }));
  const external = {
    component: 'a',
    target: '_blank',
    rel: 'noopener noreferrer',
    variant: 'default',
    size: 'md',
  } as const;
  return (
    <Stack gap="sm">
      <TextInput label={t('referral.yourLink')} value={link} readOnly size="md" data-testid="referral-link" />
      <Group gap="sm">
        <Button
          size="md"
          leftSection={<IconCopy size={18} />}
          onClick={() => {
            clipboard.copy(link);
            notifySuccess(t('referral.copied'));
          }}
          data-testid="referral-copy"
        >
          {t('referral.copy')}
        </Button>
        <Button
          {...external}
          href={share.telegram}
          leftSection={<IconBrandTelegram size={18} />}
          data-testid="share-telegram"
        >
          {t('referral.shareTelegram')}
        </Button>
        <Button {...external} href={share.vk} leftSection={<IconBrandVk size={18} />} data-testid="share-vk">
          {t('referral.shareVk')}
        </Button>
        <Button
          {...external}
          href={share.whatsapp}
          leftSection={<IconBrandWhatsapp size={18} />}
          data-testid="share-whatsapp"
        >
          {t('referral.shareWhatsapp')}
        </Button>
      </Group>
    </Stack>
  );
}

/** ReferralInvite: the terms, the student's link with its share buttons, the balance and withdrawal. */
export function ReferralInvite() {
  const { t } = useTranslation();
  const { data: program, isPending, isError, refetch } = useReferralProgram();
  if (isPending) return <Loader aria-label={t('common.loading')} data-testid="referral-loading" />;
  if (isError)
    return (
      <Alert color="red" title={t('referral.loadFailed')}>
        <Button variant="light" size="md" onClick={() => void refetch()}>
          {t('referral.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="lg" maw={760} data-testid="referral-invite">
      <Title order={1}>{t('referral.inviteTitle')}</Title>
      <Text data-testid="referral-terms">
        {t('referral.terms', { percent: program.discountPercent, bonus: bonusMoney(program.bonus) })}
      </Text>
      {program.referralId === null ? (
        <Alert color="yellow" data-testid="referral-needs-social">
          <Stack gap="sm" align="flex-start">
            <Text>{t('referral.needsSocial')}</Text>
            <Button component={Link} to={routePath('ProfileEdit')} size="md" variant="light">
              {t('referral.toProfile')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ShareLink program={{ ...program, referralId: program.referralId }} />
      )}
      <Card withBorder>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} data-testid="referral-balance">
            {t('referral.balance', { amount: bonusMoney(program.balance) })}
          </Text>
          <Anchor
            component={Link}
            to={routePath('ReferralProgramBalanceHistory')}
            data-testid="referral-history-link"
          >
            {t('referral.toHistory')}
          </Anchor>
        </Group>
      </Card>
      {program.withdrawEnabled && program.balance > 0 && <WithdrawalForm balance={program.balance} />}
    </Stack>
  );
}
