import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { HOMEWORK_CHECKED, HOMEWORK_STATUSES, type HomeworkStatus } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatDate } from '../../../shared/lib/format';
import { HOMEWORK_PAGE, useHomeworkList, useHomeworkTypes, type HomeworkFilters } from '../api/homework';
import { StatusBadge } from './status-badge';

const DEADLINES = ['upcoming', 'week', 'past'] as const;

function readFilters(q: URLSearchParams): HomeworkFilters {
  const status = q.get('status');
  const deadline = q.get('deadline');
  const classType = Number(q.get('subject'));
  const page = Math.max(1, Number(q.get('page')) || 1);
  return {
    status: (HOMEWORK_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as HomeworkStatus)
      : undefined,
    deadline: (DEADLINES as readonly string[]).includes(deadline ?? '')
      ? (deadline as HomeworkFilters['deadline'])
      : undefined,
    classType: Number.isInteger(classType) && classType > 0 ? classType : undefined,
    offset: (page - 1) * HOMEWORK_PAGE,
  };
}

/** The student's homework with filters (subject, status, deadline) kept in the address. */
export function HomeworkList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useHomeworkList(filters);
  const types = useHomeworkTypes();
  const subjects = [
    ...new Map(
      (types.data?.results ?? []).flatMap((r) =>
        r.classTypeId && r.subject ? [[r.classTypeId, r.subject] as const] : [],
      ),
    ).entries(),
  ];
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const pages = Math.ceil((list.data?.count ?? 0) / HOMEWORK_PAGE);

  return (
    <Stack gap="md" data-testid="homework-list">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('homework.listTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('homework.filters.subject')}
          value={filters.classType ? String(filters.classType) : ''}
          onChange={(e) => set('subject', e.currentTarget.value)}
          data={[
            { value: '', label: t('homework.filters.all') },
            ...subjects.map(([id, title]) => ({ value: String(id), label: title })),
          ]}
        />
        <NativeSelect
          label={t('homework.filters.status')}
          value={filters.status ?? ''}
          onChange={(e) => set('status', e.currentTarget.value)}
          data={[
            { value: '', label: t('homework.filters.all') },
            ...HOMEWORK_STATUSES.map((s) => ({ value: s, label: t(`homework.status.${s}`) })),
          ]}
        />
        <NativeSelect
          label={t('homework.filters.deadline')}
          value={filters.deadline ?? ''}
          onChange={(e) => set('deadline', e.currentTarget.value)}
          data={[
            { value: '', label: t('homework.filters.all') },
            ...DEADLINES.map((d) => ({ value: d, label: t(`homework.filters.${d}`) })),
          ]}
        />
      </SimpleGrid>
      {list.isError && (
        <Alert color="red" title={t('homework.loadFailed')}>
          <Button variant="light" onClick={() => void list.refetch()}>
            {t('homework.retry')}
          </Button>
        </Alert>
      )}
      {list.isPending && <Skeleton h={120} />}
      {list.data && list.data.results.length === 0 && <Text c="dimmed">{t('homework.empty')}</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data?.results.map((hw) => {
          const checked = HOMEWORK_CHECKED.includes(hw.status);
          return (
            <Card key={hw.id} component="li" withBorder radius="md" data-testid="homework-item">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Text
                    fw={600}
                    component={Link}
                    to={routePath('Homework', { homeworkId: hw.id })}
                    c="var(--mantine-color-text)"
                  >
                    {hw.title}
                  </Text>
                  <StatusBadge status={hw.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {[hw.subject ?? hw.courseTitle, t('homework.tasks', { count: hw.tasksCount })].join(' · ')}
                </Text>
                <Text size="sm">
                  {t('homework.deadlineAt', {
                    date: formatDate(hw.deadline, { hour: '2-digit', minute: '2-digit' }),
                  })}
                </Text>
                {hw.score !== null && (
                  <Text size="sm">{t('homework.score', { score: hw.score, max: hw.maxScore })}</Text>
                )}
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={routePath('Homework', { homeworkId: hw.id })}
                  >
                    {t('homework.open')}
                  </Button>
                  {checked && (
                    <Button
                      size="xs"
                      variant="subtle"
                      component={Link}
                      to={routePath('HomeworkCompleted', { homeworkId: hw.id })}
                    >
                      {t('homework.results')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={filters.offset / HOMEWORK_PAGE + 1}
          onChange={(p) => set('page', String(p))}
          getControlProps={(control) => ({
            'aria-label': t(control === 'previous' ? 'homework.prev' : 'homework.next'),
          })}
        />
      )}
    </Stack>
  );
}
