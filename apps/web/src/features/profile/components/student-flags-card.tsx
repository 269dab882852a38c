import { Anchor, Card, Checkbox, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/lib/notify';
import { useStudentFlags, useUpdateStudentFlags } from '../api/student-flags';

/** Personal data and apartment-lottery consents (given once, not withdrawn here), with the rules link. */
export function StudentFlagsCard() {
  const { t } = useTranslation();
  const flags = useStudentFlags();
  const update = useUpdateStudentFlags();
  if (flags.isPending) return <Skeleton h={100} />;
  if (flags.isError) return null;
  const set = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, { onError: () => notifyError(t('common.error')) });
  return (
    <Card withBorder data-testid="student-flags">
      <Title order={2} size="h4" mb="sm">
        {t('student.profile.flags')}
      </Title>
      <Stack gap="sm">
        <Checkbox
          label={t('student.profile.personalData')}
          checked={flags.data.isPersonalDataAccepted}
          disabled={flags.data.isPersonalDataAccepted}
          onChange={() => set({ isPersonalDataAccepted: true })}
          data-testid="flag-personal-data"
        />
        <Checkbox
          label={t('student.profile.lottery')}
          checked={flags.data.isApartmentLotteryAccepted}
          disabled={flags.data.isApartmentLotteryAccepted}
          onChange={() => set({ isApartmentLotteryAccepted: true })}
          data-testid="flag-lottery"
        />
        {flags.data.lotteryRulesUrl && (
          <Anchor href={flags.data.lotteryRulesUrl} target="_blank" rel="noopener noreferrer">
            {t('student.profile.lotteryRules')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
