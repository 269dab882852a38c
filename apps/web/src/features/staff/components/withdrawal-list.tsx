import { Text } from '@mantine/core';
import type { ManagerReferralWithdrawal, ReferralWithdrawalDecision } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useDecideWithdrawal, useReferralWithdrawals } from '../api/referral-withdrawals';
import { StaffCard, StaffConfirm, StaffDecisionButtons, StaffListSection } from './staff-parts';

type Decision = ReferralWithdrawalDecision['status'];
const STATUS_COLOR: Record<ManagerReferralWithdrawal['status'], string> = {
  NEW: 'yellow',
  PAID: 'teal',
  REJECTED: 'gray',
};

function WithdrawalCard({
  item,
  onDecide,
}: {
  item: ManagerReferralWithdrawal;
  onDecide: (item: ManagerReferralWithdrawal, decision: Decision) => void;
}) {
  const { t } = useTranslation();
  return (
    <StaffCard
      titleId={`withdrawal-${item.id}`}
      title={t('staff.withdrawals.bonuses', { count: item.amount })}
      status={t(`staff.withdrawals.statuses.${item.status}`)}
      statusColor={STATUS_COLOR[item.status]}
      testId="withdrawal-card"
    >
      <Text size="sm">
        {t('staff.withdrawals.student')}: {item.studentName || item.studentEmail} ({item.studentEmail})
      </Text>
      <Text size="sm">
        {t('staff.withdrawals.created')}: {formatDate(item.createdAt)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('staff.withdrawals.details')}: {item.details}
      </Text>
      {item.status === 'NEW' && (
        <StaffDecisionButtons
          accept={{ label: t('staff.withdrawals.paid'), onClick: () => onDecide(item, 'PAID') }}
          reject={{ label: t('staff.withdrawals.reject'), onClick: () => onDecide(item, 'REJECTED') }}
          testIdPrefix={{ accept: 'withdrawal-paid', reject: 'withdrawal-reject' }}
        />
      )}
    </StaffCard>
  );
}

/** Students' requests to withdraw referral bonuses: staff pay them out or reject them (bonuses return). */
export function WithdrawalList() {
  const { t } = useTranslation();
  const withdrawals = useReferralWithdrawals();
  const decide = useDecideWithdrawal();
  const [confirm, setConfirm] = useState<{ item: ManagerReferralWithdrawal; decision: Decision } | null>(
    null,
  );

  async function apply(item: ManagerReferralWithdrawal, decision: Decision) {
    try {
      await decide.mutateAsync({ id: item.id, status: decision });
      notifySuccess(t(`staff.withdrawals.done${decision}`, { count: item.amount }));
    } catch {
      notifyError(t('staff.withdrawals.failed'));
    } finally {
      setConfirm(null);
    }
  }

  return (
    <StaffListSection
      id="withdrawals"
      title={t('staff.withdrawals.title')}
      loadFailed={t('staff.withdrawals.loadFailed')}
      empty={t('staff.withdrawals.empty')}
      query={withdrawals}
      renderItem={(item) => (
        <WithdrawalCard
          key={item.id}
          item={item}
          onDecide={(i, decision) => setConfirm({ item: i, decision })}
        />
      )}
    >
      <StaffConfirm
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? t(`staff.withdrawals.confirm${confirm.decision}`) : ''}
        text={
          confirm
            ? t(`staff.withdrawals.confirmText${confirm.decision}`, {
                count: confirm.item.amount,
                student: confirm.item.studentEmail,
              })
            : ''
        }
        confirmLabel={
          confirm ? t(`staff.withdrawals.${confirm.decision === 'PAID' ? 'paid' : 'reject'}`) : ''
        }
        confirmColor={confirm?.decision === 'REJECTED' ? 'red' : undefined}
        loading={decide.isPending}
        testId="withdrawal-confirm"
        onConfirm={() => confirm && void apply(confirm.item, confirm.decision)}
      />
    </StaffListSection>
  );
}
