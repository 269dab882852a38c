import { Text, Textarea } from '@mantine/core';
import { REFUND_REASON_MAX, type RefundDecision, type RefundDue } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { Unbroken } from '../../../shared/ui/unbroken';
import { useDecideRefund, useRefundsDue } from '../api/refunds';
import { StaffCard, StaffConfirm, StaffDecisionButtons, StaffListSection } from './staff-parts';

type Decision = RefundDecision['status'];

function RefundCard({
  item,
  onDecide,
}: {
  item: RefundDue;
  onDecide: (item: RefundDue, decision: Decision) => void;
}) {
  const { t } = useTranslation();
  return (
    <StaffCard
      titleId={`refund-${item.id}`}
      title={
        <Unbroken text={t('staff.refunds.order', { number: item.orderNumber })} part={item.orderNumber} />
      }
      status={t('staff.refunds.due')}
      statusColor="yellow"
      testId="refund-card"
    >
      <Text size="sm">
        {t('staff.refunds.student')}: {item.studentName || item.studentEmail} ({item.studentEmail})
      </Text>
      <Text size="sm">
        {t('staff.refunds.amount')}: {formatMoney(item.amount, item.currency)}
      </Text>
      <Text size="sm">
        {t('staff.refunds.paidAt')}: {formatDate(item.paidAt)}
      </Text>
      <StaffDecisionButtons
        accept={{ label: t('staff.refunds.refunded'), onClick: () => onDecide(item, 'REFUNDED') }}
        reject={{ label: t('staff.refunds.reject'), onClick: () => onDecide(item, 'REJECTED') }}
        testIdPrefix={{ accept: 'refund-refunded', reject: 'refund-reject' }}
      />
    </StaffCard>
  );
}

/**
 * Money that arrived for orders no longer payable (decision 004): staff return it outside the system
 * and record it, or reject the refund with a reason — the order is then honoured and the student told.
 */
export function RefundList() {
  const { t } = useTranslation();
  const refunds = useRefundsDue();
  const decide = useDecideRefund();
  const [confirm, setConfirm] = useState<{ item: RefundDue; decision: Decision } | null>(null);
  const [reason, setReason] = useState('');

  function close() {
    setConfirm(null);
    setReason('');
  }

  async function apply(item: RefundDue, decision: Decision) {
    try {
      await decide.mutateAsync(
        decision === 'REJECTED'
          ? { id: item.id, status: decision, reason: reason.trim() }
          : { id: item.id, status: decision },
      );
      notifySuccess(t(`staff.refunds.done${decision}`, { number: item.orderNumber }));
    } catch {
      notifyError(t('staff.refunds.failed'));
    } finally {
      close();
    }
  }

  return (
    <StaffListSection
      id="refunds"
      title={t('staff.refunds.title')}
      loadFailed={t('staff.refunds.loadFailed')}
      empty={t('staff.refunds.empty')}
      query={refunds}
      renderItem={(item) => (
        <RefundCard key={item.id} item={item} onDecide={(i, decision) => setConfirm({ item: i, decision })} />
      )}
    >
      <StaffConfirm
        opened={confirm !== null}
        onClose={close}
        title={confirm ? t(`staff.refunds.confirm${confirm.decision}`) : ''}
        text={
          confirm
            ? t(`staff.refunds.confirmText${confirm.decision}`, {
                amount: formatMoney(confirm.item.amount, confirm.item.currency),
                student: confirm.item.studentEmail,
              })
            : ''
        }
        confirmLabel={
          confirm ? t(`staff.refunds.${confirm.decision === 'REFUNDED' ? 'refunded' : 'reject'}`) : ''
        }
        confirmColor={confirm?.decision === 'REJECTED' ? 'red' : undefined}
        confirmDisabled={confirm?.decision === 'REJECTED' && reason.trim() === ''}
        loading={decide.isPending}
        testId="refund-confirm"
        onConfirm={() => confirm && void apply(confirm.item, confirm.decision)}
      >
        {confirm?.decision === 'REJECTED' && (
          <Textarea
            label={t('staff.refunds.reason')}
            description={t('staff.refunds.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={REFUND_REASON_MAX}
            required
            autosize
            minRows={2}
            data-testid="refund-reason"
          />
        )}
      </StaffConfirm>
    </StaffListSection>
  );
}
