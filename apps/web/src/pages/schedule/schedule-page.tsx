import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModalAction } from '../../shared/lib/modal-action';
import { Link, useNavigate, useParams } from 'react-router';
import type { TimetableEntry } from '@prepa/contracts';
import {
  registerLessonsTexts,
  LessonStateBadge,
  addDays,
  addMonths,
  capitalise,
  monthGrid,
  monthKey,
  mondayOf,
  todayIn,
  useTimetable,
  yearMonthOf,
  type YearMonth,
} from '../../features/lessons';
import { PLATFORM_CONFIG } from '../../shared/config/platform';
import { routePath } from '../../shared/config/routes';
import { formatDate } from '../../shared/lib/format';

// The screens' texts arrive with this page's code (the titles are in shared/i18n).
registerLessonsTexts();

const VIEWS = ['month', 'week', 'list'] as const;
type View = (typeof VIEWS)[number];
const isView = (v: string | undefined): v is View => VIEWS.includes(v as View);
const time: Intl.DateTimeFormatOptions = {
  day: undefined,
  month: undefined,
  year: undefined,
  hour: '2-digit',
  minute: '2-digit',
};

/** Reads `/schedule/:view/:date` (date YYYY-MM for month and list, YYYY-MM-DD for a week). */
function useCalendarParams(): { view: View; day: string } {
  const params = useParams();
  const today = todayIn(PLATFORM_CONFIG.timezone);
  const view = isView(params.view) ? params.view : 'month';
  const date = params.date ?? '';
  if (/^\d{4}-(0[1-9]|1[0-2])-\d{2}$/.test(date)) return { view, day: date };
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(date)) return { view, day: `${date}-01` };
  return { view, day: today };
}

function EntryLine({ entry }: { entry: TimetableEntry }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid={`timetable-entry-${entry.kind}-${entry.id}`}>
      <Text size="xs" fw={600} miw={40}>
        {formatDate(entry.at, time)}
      </Text>
      <Stack gap={0}>
        <Anchor component={Link} to={entry.link} size="sm" lh={1.3}>
          {entry.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {entry.kind === 'lesson' ? t('lessons.schedule.lesson') : t('lessons.schedule.homeworkDeadline')} ·{' '}
          {entry.courseTitle}
        </Text>
      </Stack>
    </Group>
  );
}

function byDay(entries: TimetableEntry[]): Map<string, TimetableEntry[]> {
  const map = new Map<string, TimetableEntry[]>();
  for (const e of entries) map.set(e.localDate, [...(map.get(e.localDate) ?? []), e]);
  return map;
}

function MonthView({ ym, entries, today }: { ym: YearMonth; entries: TimetableEntry[]; today: string }) {
  const { t } = useTranslation();
  const days = byDay(entries);
  const weekdays = monthGrid(ym)[0] ?? [];
  return (
    <Box data-testid="schedule-month">
      <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
        {weekdays.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center" aria-hidden>
            {formatDate(`${d}T12:00:00Z`, {
              weekday: 'short',
              day: undefined,
              month: undefined,
              year: undefined,
            })}
          </Text>
        ))}
        {monthGrid(ym)
          .flat()
          .map((d) => {
            const list = days.get(d) ?? [];
            const inMonth = d.startsWith(monthKey(ym));
            return (
              <Box
                key={d}
                p={4}
                mih={{ base: 44, sm: 88 }}
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 6,
                  background: d === today ? 'var(--mantine-color-blue-light)' : undefined,
                  overflow: 'hidden',
                }}
                data-testid={`schedule-day-${d}`}
              >
                <Text size="xs" fw={d === today ? 700 : 400} c={inMonth ? undefined : 'dimmed'}>
                  {Number(d.slice(8))}
                </Text>
                {list.length > 0 && (
                  <>
                    <Box hiddenFrom="sm">
                      <Badge size="xs" circle aria-label={t('lessons.lessonsCount', { count: list.length })}>
                        {list.length}
                      </Badge>
                    </Box>
                    <Stack gap={2} visibleFrom="sm">
                      {list.slice(0, 2).map((e) => (
                        <Anchor
                          key={`${e.kind}-${e.id}`}
                          component={Link}
                          to={e.link}
                          size="xs"
                          lineClamp={2}
                        >
                          {formatDate(e.at, time)} {e.title}
                        </Anchor>
                      ))}
                      {list.length > 2 && (
                        <Text size="xs" c="dimmed">
                          {t('lessons.schedule.more', { count: list.length - 2 })}
                        </Text>
                      )}
                    </Stack>
                  </>
                )}
              </Box>
            );
          })}
      </Box>
    </Box>
  );
}

function ListView({ entries, empty }: { entries: TimetableEntry[]; empty: string }) {
  const days = [...byDay(entries).entries()];
  if (days.length === 0)
    return (
      <Text c="dimmed" data-testid="schedule-empty">
        {empty}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="schedule-list">
      {days.map(([day, list]) => (
        <Card withBorder key={day} p="sm">
          <Title order={3} size="h5" mb={6}>
            {formatDate(`${day}T12:00:00Z`, { weekday: 'long', year: undefined })}
          </Title>
          <Stack gap={8}>
            {list.map((e) => (
              <Group key={`${e.kind}-${e.id}`} justify="space-between" wrap="nowrap" align="flex-start">
                <EntryLine entry={e} />
                {e.state && <LessonStateBadge state={e.state} />}
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function WeekView({ monday, entries, today }: { monday: string; entries: TimetableEntry[]; today: string }) {
  const { t } = useTranslation();
  const days = byDay(entries);
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing={6} data-testid="schedule-week">
      {Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => (
        <Card key={d} withBorder p="xs" bg={d === today ? 'var(--mantine-color-blue-light)' : undefined}>
          <Text size="sm" fw={700}>
            {formatDate(`${d}T12:00:00Z`, { weekday: 'short', year: undefined })}
          </Text>
          <Stack gap={6} mt={4}>
            {(days.get(d) ?? []).map((e) => (
              <EntryLine key={`${e.kind}-${e.id}`} entry={e} />
            ))}
            {!days.get(d) && (
              <Text size="xs" c="dimmed">
                —
              </Text>
            )}
          </Stack>
          <VisuallyHidden>{t('lessons.schedule.week')}</VisuallyHidden>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** `/schedule/{calendarParams*}/`: the student's lessons (and homework deadlines) by month, week or list. */
export function SchedulePage() {
  const { t } = useTranslation();
  useModalAction('TIMETABLE');
  const navigate = useNavigate();
  const { view, day } = useCalendarParams();
  const today = todayIn(PLATFORM_CONFIG.timezone);
  const monday = mondayOf(day);
  const ym = view === 'week' ? yearMonthOf(monday) : yearMonthOf(day);
  const weekEndYm = yearMonthOf(addDays(monday, 6));
  const first = useTimetable(ym.year, ym.month);
  const second = useTimetable(weekEndYm.year, weekEndYm.month);
  const needsSecond = view === 'week' && monthKey(weekEndYm) !== monthKey(ym);
  const loading = first.isPending || (needsSecond && second.isPending);
  const failed = first.isError || (needsSecond && second.isError);
  const all = [...(first.data?.results ?? []), ...(needsSecond ? (second.data?.results ?? []) : [])];
  const weekEntries = all.filter((e) => e.localDate >= monday && e.localDate <= addDays(monday, 6));

  const go = (v: View, d: string) =>
    navigate(routePath('ScheduleCalendar', { view: v, date: v === 'week' ? mondayOf(d) : d.slice(0, 7) }));
  const step = (n: number) =>
    view === 'week' ? go(view, addDays(monday, 7 * n)) : go(view, `${monthKey(addMonths(ym, n))}-01`);
  const heading =
    view === 'week'
      ? `${formatDate(`${monday}T12:00:00Z`, { year: undefined })} — ${formatDate(`${addDays(monday, 6)}T12:00:00Z`)}`
      : formatDate(`${monthKey(ym)}-15T12:00:00Z`, { day: undefined });

  return (
    <Stack gap="md" data-testid="schedule-page">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{t('lessons.pages.schedule')}</Title>
        <SegmentedControl
          value={view}
          onChange={(v) => go(v as View, day)}
          aria-label={t('lessons.schedule.view')}
          data={VIEWS.map((v) => ({ value: v, label: t(`lessons.schedule.${v}`) }))}
        />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button variant="subtle" px="xs" onClick={() => step(-1)} aria-label={t('lessons.schedule.previous')}>
          <IconChevronLeft size={20} />
        </Button>
        <Stack gap={0} align="center">
          <Text fw={700} data-testid="schedule-heading">
            {capitalise(heading)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('lessons.schedule.timeZone', { zone: first.data?.timeZone ?? PLATFORM_CONFIG.timezone })}
          </Text>
        </Stack>
        <Button variant="subtle" px="xs" onClick={() => step(1)} aria-label={t('lessons.schedule.next')}>
          <IconChevronRight size={20} />
        </Button>
      </Group>
      <Button variant="light" size="xs" style={{ alignSelf: 'center' }} onClick={() => go(view, today)}>
        {t('lessons.schedule.today')}
      </Button>
      {loading ? (
        <Loader aria-label={t('common.loading')} />
      ) : failed ? (
        <Stack align="flex-start">
          <Text c="red" role="alert">
            {t('lessons.loadError')}
          </Text>
          <Button variant="light" onClick={() => void first.refetch()}>
            {t('lessons.retry')}
          </Button>
        </Stack>
      ) : view === 'week' ? (
        <WeekView monday={monday} entries={weekEntries} today={today} />
      ) : view === 'list' ? (
        <ListView entries={all} empty={t('lessons.schedule.empty')} />
      ) : (
        <Stack gap="md">
          <MonthView ym={ym} entries={all} today={today} />
          <Box hiddenFrom="sm">
            <ListView entries={all} empty={t('lessons.schedule.empty')} />
          </Box>
          {all.length === 0 && (
            <Text c="dimmed" visibleFrom="sm" data-testid="schedule-empty">
              {t('lessons.schedule.empty')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
