import { Alert, Blockquote, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { ChatReportAction, ChatReportItem } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { CHAT_REPORTS_PAGE, useChatReports, useResolveChatReport } from '../api/chat-reports';
import { StaffCard, StaffConfirm } from './staff-parts';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: undefined,
  hour: '2-digit',
  minute: '2-digit',
};
const ACTIONS: readonly ChatReportAction[] = ['dismiss', 'hide', 'hide_and_ban'];

function ReportCard({
  item,
  onResolve,
}: {
  item: ChatReportItem;
  onResolve: (item: ChatReportItem, action: ChatReportAction) => void;
}) {
  const { t } = useTranslation();
  const author = `${item.author.firstName} ${item.author.lastName}`.trim();
  return (
    <StaffCard
      titleId={`chat-report-${item.messageId}`}
      title={item.lessonTitle}
      status={t('staff.chatReports.reports', { count: item.reportsCount })}
      statusColor={item.hidden ? 'gray' : 'red'}
      testId="chat-report"
    >
      <Text size="sm">
        {t('staff.chatReports.author')}: {author}
        {item.hidden ? ` · ${t('staff.chatReports.alreadyHidden')}` : ''}
      </Text>
      <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {item.text}
      </Blockquote>
      {item.reasons.length > 0 ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('staff.chatReports.reasons')}
          </Text>
          <List size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.reasons.map((reason, i) => (
              <List.Item key={i}>{reason}</List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('staff.chatReports.noReasons')}
        </Text>
      )}
      <Text size="sm">
        {item.reportsCount > 1
          ? t('staff.chatReports.period', {
              first: formatDate(item.firstReportedAt, WHEN),
              last: formatDate(item.lastReportedAt, WHEN),
            })
          : t('staff.chatReports.at', { at: formatDate(item.firstReportedAt, WHEN) })}
      </Text>
      <Group gap="xs">
        {ACTIONS.map((action) => (
          <Button
            key={action}
            mih={44}
            variant={action === 'dismiss' ? 'default' : 'filled'}
            // red.9: white on it keeps the 4.5:1 contrast (axe) that red.6 misses.
            color={action === 'hide_and_ban' ? 'red.9' : undefined}
            onClick={() => onResolve(item, action)}
            aria-describedby={`chat-report-${item.messageId}`}
            data-testid={`chat-report-${action}`}
          >
            {t(`staff.chatReports.actions.${action}`)}
          </Button>
        ))}
      </Group>
    </StaffCard>
  );
}

/** The moderators' list of reported chat messages, the longest waiting first, a page at a time. */
export function ChatReportList() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const { data, isPending, isError, refetch } = useChatReports(offset);
  const resolve = useResolveChatReport();
  const [confirm, setConfirm] = useState<{ item: ChatReportItem; action: ChatReportAction } | null>(null);

  async function apply(item: ChatReportItem, action: ChatReportAction) {
    try {
      await resolve.mutateAsync({ messageId: item.messageId, action });
      notifySuccess(t(`staff.chatReports.done.${action}`));
      // The last entry of a later page resolved: step back to a page that still has entries.
      if (data && data.results.length === 1 && offset > 0) setOffset(Math.max(0, offset - CHAT_REPORTS_PAGE));
    } catch {
      notifyError(t('staff.chatReports.failed'));
    } finally {
      setConfirm(null);
    }
  }

  const total = data?.count ?? 0;
  return (
    <Stack gap="sm" data-testid="chat-reports">
      {isPending ? (
        <Skeleton h={160} radius="md" aria-busy="true" data-testid="chat-reports-loading" />
      ) : isError ? (
        <Alert color="red" role="alert" data-testid="chat-reports-error">
          <Stack gap="xs" align="flex-start">
            <Text>{t('staff.chatReports.loadFailed')}</Text>
            <Button variant="default" mih={44} onClick={() => void refetch()}>
              {t('staff.chatReports.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : data.results.length === 0 ? (
        <Text c="dimmed" data-testid="chat-reports-empty">
          {t('staff.chatReports.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('staff.chatReports.total', { count: total })}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((item) => (
              <li key={item.messageId}>
                <ReportCard item={item} onResolve={(i, action) => setConfirm({ item: i, action })} />
              </li>
            ))}
          </Stack>
          {total > CHAT_REPORTS_PAGE && (
            <Group justify="space-between" component="nav" aria-label={t('staff.chatReports.pages')}>
              <Button
                variant="default"
                mih={44}
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - CHAT_REPORTS_PAGE))}
              >
                {t('staff.chatReports.previous')}
              </Button>
              <Text size="sm">
                {t('staff.chatReports.range', {
                  from: offset + 1,
                  to: Math.min(offset + CHAT_REPORTS_PAGE, total),
                  total,
                })}
              </Text>
              <Button
                variant="default"
                mih={44}
                disabled={offset + CHAT_REPORTS_PAGE >= total}
                onClick={() => setOffset(offset + CHAT_REPORTS_PAGE)}
              >
                {t('staff.chatReports.next')}
              </Button>
            </Group>
          )}
        </>
      )}
      <StaffConfirm
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? t(`staff.chatReports.confirm.${confirm.action}`) : ''}
        text={
          confirm
            ? t(`staff.chatReports.confirmText.${confirm.action}`, {
                author: `${confirm.item.author.firstName} ${confirm.item.author.lastName}`.trim(),
                lesson: confirm.item.lessonTitle,
              })
            : ''
        }
        confirmLabel={confirm ? t(`staff.chatReports.actions.${confirm.action}`) : ''}
        confirmColor={confirm?.action === 'hide_and_ban' ? 'red.9' : undefined}
        loading={resolve.isPending}
        testId="chat-report-confirm"
        onConfirm={() => confirm && void apply(confirm.item, confirm.action)}
      />
    </Stack>
  );
}
