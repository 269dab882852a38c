import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useModalAction } from '../../shared/lib/modal-action';

import { LevelSelectionDialog } from '../../features/level-tests';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  registerLessonsTexts,
  LessonStateBadge,
  LessonView,
  MonthSidebar,
  useCourseRating,
  useCourses,
  useLesson,
  useLessonByHash,
  useModuleLessons,
  useModules,
} from '../../features/lessons';
// Registers the live chat panel into the lesson page's chat slot.
import '../../features/lesson-chat';
import { CurrencyBar } from '../../features/gamification';
import { isApiError } from '../../shared/api';
import { routePath } from '../../shared/config/routes';
import { formatDate } from '../../shared/lib/format';
import { ErrorScreen } from '../../shared/ui';

// The screens' texts arrive with this page's code (the titles are in shared/i18n).
registerLessonsTexts();

const dateTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** Loading, error (404 as "not found"), then the content. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader aria-label={t('common.loading')} data-testid="lessons-loading" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
      return (
        <ErrorScreen
          code="404"
          title={t('pages.notFound')}
          description={t('lessons.notFound')}
          testId="lessons-not-found"
          action={
            <Button component={Link} to={routePath('Lessons')}>
              {t('lessons.pages.lessons')}
            </Button>
          }
        />
      );
    return (
      <Stack align="flex-start" data-testid="lessons-error">
        <Text c="red" role="alert">
          {t('lessons.loadError')}
        </Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('lessons.retry')}
        </Button>
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}

const numberParam = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) ? Number(v) : 0);

/** /lessons (query immediateLevelSelection is kept for the level selection dialog): the student's courses. */
export function LessonsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courses = useCourses();
  // `?immediateLevelSelection=1` (spec 2 §2) opens the level selection at once; closing it drops the flag.
  const levelSelection = ['1', 'true'].includes(params.get('immediateLevelSelection') ?? '');
  const setLevelSelection = (open: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set('immediateLevelSelection', '1');
        else next.delete('immediateLevelSelection');
        return next;
      },
      { replace: true },
    );
  return (
    <Grid gutter="lg" data-testid="lessons-page">
      <LevelSelectionDialog opened={levelSelection} onClose={() => setLevelSelection(false)} />
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={1}>{t('lessons.myCourses')}</Title>
            <Button
              variant="light"
              onClick={() => setLevelSelection(true)}
              data-testid="level-selection-open"
            >
              {t('lessons.levelSelection')}
            </Button>
          </Group>
          <Loaded query={courses}>
            {(data) =>
              data.results.length === 0 ? (
                <Stack align="flex-start" data-testid="lessons-empty">
                  <Text c="dimmed">{t('lessons.noCourses')}</Text>
                  <Button component={Link} to={routePath('CatalogStart')}>
                    {t('lessons.toShop')}
                  </Button>
                </Stack>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {data.results.map((c) => (
                    <Card withBorder key={c.productTypeId} data-testid={`course-${c.productTypeId}`}>
                      <Stack gap="xs">
                        <Anchor
                          component={Link}
                          to={routePath('LessonModules', { productTypeId: c.productTypeId })}
                          fw={700}
                          size="lg"
                        >
                          {c.title}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {t('lessons.modulesCount', { count: c.modulesCount })} ·{' '}
                          {t('lessons.lessonsCount', { count: c.lessonsCount })}
                        </Text>
                        <Progress
                          value={c.lessonsCount ? (c.watchedCount / c.lessonsCount) * 100 : 0}
                          aria-label={t('lessons.progress', {
                            watched: c.watchedCount,
                            total: c.lessonsCount,
                          })}
                        />
                        <Text size="sm">
                          {t('lessons.progress', { watched: c.watchedCount, total: c.lessonsCount })}
                        </Text>
                        {c.nextLessonAt && (
                          <Text size="sm">
                            {t('lessons.nextLesson', { date: formatDate(c.nextLessonAt, dateTime) })}
                          </Text>
                        )}
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
              )
            }
          </Loaded>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MonthSidebar />
      </Grid.Col>
    </Grid>
  );
}

/** /lessons/:productTypeId: the course's modules. */
export function LessonModulesPage() {
  const { t } = useTranslation();
  const productTypeId = numberParam(useParams().productTypeId);
  const modules = useModules(productTypeId);
  // "My product": the course a student owns (spec 1 §4 global modal actions).
  useModalAction('MY_PRODUCT', productTypeId || undefined);
  return (
    <Stack gap="md" data-testid="modules-page">
      <Loaded query={modules}>
        {(data) => (
          <>
            <Group justify="space-between" wrap="wrap">
              <Title order={1}>{data.title}</Title>
              <Button variant="light" component={Link} to={routePath('CourseRating', { productTypeId })}>
                {t('lessons.openRating')}
              </Button>
            </Group>
            {data.results.length === 0 ? (
              <Text c="dimmed">{t('lessons.noModules')}</Text>
            ) : (
              <Stack gap="sm">
                {data.results.map((m) => (
                  <Card withBorder key={m.id} data-testid={`module-${m.id}`}>
                    <Stack gap={4}>
                      <Anchor
                        component={Link}
                        to={routePath('ModuleLessons', { productTypeId, moduleId: m.id })}
                        fw={700}
                      >
                        {m.title}
                      </Anchor>
                      {m.description && <Text size="sm">{m.description}</Text>}
                      <Text size="sm" c="dimmed">
                        {t('lessons.lessonsCount', { count: m.lessonsCount })} ·{' '}
                        {t('lessons.progress', { watched: m.watchedCount, total: m.lessonsCount })}
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}

/** /lessons/:productTypeId/modules/:moduleId: the module's lessons with their state and time. */
export function ModuleLessonsPage() {
  const { t } = useTranslation();
  const moduleId = numberParam(useParams().moduleId);
  const lessons = useModuleLessons(moduleId);
  return (
    <Stack gap="md" data-testid="module-lessons-page">
      <Loaded query={lessons}>
        {(data) => (
          <>
            <Stack gap={0}>
              <Text c="dimmed" size="sm">
                {data.courseTitle}
              </Text>
              <Title order={1}>{data.module.title}</Title>
            </Stack>
            {data.results.length === 0 ? (
              <Text c="dimmed">{t('lessons.noLessons')}</Text>
            ) : (
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.results.map((l) => (
                  <Card withBorder component="li" key={l.id} data-testid={`lesson-item-${l.id}`}>
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Stack gap={2}>
                        <Anchor component={Link} to={routePath('Lesson', { lessonId: l.id })} fw={700}>
                          {l.title}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {formatDate(l.startsAt, dateTime)} ·{' '}
                          {t('lessons.duration', { count: l.durationMinutes })}
                        </Text>
                      </Stack>
                      <Group gap={6}>
                        {l.watched && (
                          <Badge color="teal.9" variant="filled">
                            {t('lessons.watchedBadge')}
                          </Badge>
                        )}
                        <LessonStateBadge state={l.state} />
                      </Group>
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}

/** /lesson/:lessonId */
export function LessonPage() {
  const lessonId = numberParam(useParams().lessonId);
  const lesson = useLesson(lessonId);
  useModalAction('LESSON', lessonId || undefined);
  return (
    <Loaded query={lesson}>
      {(data) => (
        <Stack gap="sm">
          {data.role === 'student' && <CurrencyBar size="sm" />}
          <LessonView lesson={data} />
        </Stack>
      )}
    </Loaded>
  );
}

/** /lesson/access/:lessonHash (students and chat moderators). */
export function LessonByHashPage() {
  const lesson = useLessonByHash(useParams().lessonHash ?? '');
  return <Loaded query={lesson}>{(data) => <LessonView lesson={data} />}</Loaded>;
}

/** /rating/:productTypeId: students ranked by exp earned from the course's lessons. */
export function CourseRatingPage() {
  const { t } = useTranslation();
  const productTypeId = numberParam(useParams().productTypeId);
  const rating = useCourseRating(productTypeId);
  return (
    <Stack gap="md" data-testid="course-rating-page" maw={820}>
      <Loaded query={rating}>
        {(data) => (
          <>
            <Stack gap={0}>
              <Text c="dimmed" size="sm">
                {data.title}
              </Text>
              <Title order={1}>{t('lessons.rating.title')}</Title>
            </Stack>
            {data.me && <Text fw={600}>{t('lessons.rating.myPlace', { place: data.me.place })}</Text>}
            {data.results.length === 0 ? (
              <Text c="dimmed">{t('lessons.rating.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('lessons.rating.place')}</Table.Th>
                      <Table.Th>{t('lessons.rating.student')}</Table.Th>
                      <Table.Th>{t('lessons.rating.exp')}</Table.Th>
                      <Table.Th>{t('lessons.rating.lessons')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.results.map((r) => (
                      <Table.Tr key={r.place} fw={r.isMe ? 700 : undefined}>
                        <Table.Td>{r.place}</Table.Td>
                        <Table.Td>
                          {r.name}
                          {r.isMe ? ` (${t('lessons.rating.me')})` : ''}
                        </Table.Td>
                        <Table.Td>{r.exp}</Table.Td>
                        <Table.Td>{r.lessonsWatched}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}
