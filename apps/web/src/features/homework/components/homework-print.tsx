import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { useHomeworkPrint } from '../api/homework';
import { CompletedTask } from './homework-completed';
import { StatusBadge } from './status-badge';

/** The A4 print stylesheet (inline styles are allowed by the CSP; no extra stylesheet request). */
const PRINT_CSS = `
.hw-sheet { max-width: 190mm; margin: 0 auto; }
.hw-task { break-inside: avoid; }
@media print {
  @page { size: A4; margin: 15mm; }
  .hw-no-print { display: none !important; }
  .hw-sheet { max-width: none; font-size: 11pt; color: #000; }
}`;

/** /homework/:submissionId/print — one submission laid out for A4 (keys only after the check). */
export function HomeworkPrintView({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation();
  const q = useHomeworkPrint(submissionId);
  if (q.isPending) return <Skeleton h={300} />;
  if (q.isError || !q.data) return <Text c="red">{t('homework.loadFailed')}</Text>;
  const d = q.data;
  return (
    <Stack gap="sm" className="hw-sheet" data-testid="homework-print">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" className="hw-no-print">
        <Button onClick={() => window.print()}>{t('homework.printNow')}</Button>
      </Group>
      <Title order={1} fz={22}>
        {d.title}
      </Title>
      <Text size="sm">
        {d.courseTitle} · {t('homework.deadlineAt', { date: formatDate(d.deadline) })}
      </Text>
      <Group gap="xs">
        <Text size="sm">{t('homework.student', { name: d.studentName })}</Text>
        <StatusBadge status={d.status} />
      </Group>
      {d.tasks.map((task) => (
        <div key={task.id} className="hw-task">
          <CompletedTask
            task={{
              ...task,
              key: task.key ?? { kind: 'LONG', sample: '' },
              explanation: task.explanation ?? '',
            }}
            showKey={task.key !== null}
          />
        </div>
      ))}
    </Stack>
  );
}
