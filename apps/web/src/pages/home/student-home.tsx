import { ActionIcon, Anchor, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@prepa/contracts';
import { useFlag } from '../../features/flags';
import { useModalAction } from '../../shared/lib/modal-action';
import {
  ActivityWidget,
  CurrencyBar,
  DailyActions,
  IndividualTasks,
  balanceQueryOptions,
  dailyActionsQueryOptions,
  dailyStrikeQueryOptions,
  individualTasksQueryOptions,
} from '../../features/gamification';
import { Recommendations, recommendationsQueryOptions } from '../../features/goals';
import { ResultsEntry, examResultsQueryOptions } from '../../features/results';
import {
  bannersQueryOptions,
  myProductsQueryOptions,
  useBanners,
  useCloseBanner,
  useMyProducts,
} from '../../features/profile';
import { HOME_HERO_SRC } from './prepaint';

const PRODUCTS_SHOWN = 3;

function Products() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMyProducts();
  const [all, setAll] = useState(false);
  if (isPending) return <Skeleton h={80} />;
  if (isError) return null;
  return (
    <Card withBorder data-testid="my-products">
      <Title order={2} size="h4" mb="xs">
        {t('student.home.products')}
      </Title>
      {data.length === 0 ? (
        <Text c="dimmed">{t('student.home.noProducts')}</Text>
      ) : (
        <List>
          {(all ? data : data.slice(0, PRODUCTS_SHOWN)).map((p) => (
            <List.Item key={p.id}>{p.product.title}</List.Item>
          ))}
        </List>
      )}
      {data.length > PRODUCTS_SHOWN && (
        <Anchor component="button" type="button" onClick={() => setAll(!all)} mih={44}>
          {all ? t('student.home.less') : t('student.home.more')}
        </Anchor>
      )}
    </Card>
  );
}

function Banners() {
  const { t } = useTranslation();
  const { data } = useBanners();
  const close = useCloseBanner();
  if (!data?.length) return null;
  return (
    <Stack gap="sm" aria-label={t('student.home.banners')} component="section">
      {data.map((b) => (
        <Card key={b.id} withBorder data-testid={`banner-${b.id}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Text fw={700}>{b.title}</Text>
              <Text size="sm">{b.text}</Text>
              {b.url && (
                <Anchor href={b.url} size="sm">
                  {b.title}
                </Anchor>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              size={44}
              aria-label={t('student.home.closeBanner')}
              onClick={() => close.mutate(b.id)}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The longest the sections stay hidden waiting for their first answers. */
const SETTLE_MAX_MS = 2500;

/**
 * True once no query without data is fetching (the sections' first answers are in), or after
 * SETTLE_MAX_MS. Read from the client in an effect: the sections subscribe to their queries in their
 * own effects, which run before this one, so on mount the count already includes them. The query
 * cache is watched directly rather than through `useIsFetching`, which would render the whole page
 * again on every request of the app starting or ending (a long task each while the page loads).
 */
function useFirstAnswersIn(sectionsMounted: boolean): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || !sectionsMounted) return;
    const check = () => {
      if (client.isFetching({ predicate: (q) => q.state.data === undefined }) === 0) setSettled(true);
    };
    check();
    const unsubscribe = client.getQueryCache().subscribe(check);
    const timer = setTimeout(() => setSettled(true), SETTLE_MAX_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client, settled, sectionsMounted]);
  return settled;
}

/**
 * False for the first render, true from the next: the heading and the placeholder are painted before
 * the sections render. With their answers already in the cache (start-up prefetches them) the sections
 * are a long render, which would otherwise hold back the page's first (and largest) paint.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  // An effect of a render no interaction caused runs after the browser has painted it. As a
  // transition, the sections' render yields to the browser every few milliseconds instead of being
  // one long task.
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}

/**
 * The sections' first requests, sent by start-up as soon as the session is known
 * (`app/router/preload.ts`) instead of once this page has rendered: the same queries, so the
 * sections find their answers in the cache (or on their way) when they mount.
 */
export function prefetchStudentHome(client: QueryClient): void {
  void client.prefetchQuery(bannersQueryOptions());
  void client.prefetchQuery(balanceQueryOptions());
  void client.prefetchQuery(examResultsQueryOptions());
  void client.prefetchQuery(dailyStrikeQueryOptions());
  void client.prefetchQuery(dailyActionsQueryOptions());
  void client.prefetchQuery(individualTasksQueryOptions());
  void client.prefetchQuery(myProductsQueryOptions());
  void client.prefetchQuery(recommendationsQueryOptions());
}

/**
 * The sections, memoised: showing them (`StudentHome`'s `shown`) changes their wrapper only, and
 * does not render every section again.
 */
const Sections = memo(function Sections({ userId, activity }: { userId: number; activity: boolean }) {
  return (
    <>
      <Banners />
      <CurrencyBar size="md" />
      <ResultsEntry userId={userId} />
      {activity && <ActivityWidget />}
      <DailyActions />
      <IndividualTasks />
      <Products />
      <Recommendations />
    </>
  );
});

/** Home for a student: banners, currencies, activity, suggested actions, their products, recommendations. */
export function StudentHome({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const activity = useFlag('student-activity');
  useModalAction('MAIN');
  // The sections answer one by one and each changes height when it does (banners and the results
  // button appear from nothing), pushing the others down: a layout shift of 0.2–0.3 on a phone.
  // They are mounted at once (their requests go out together) but shown together, when the first
  // answers are in, in place of one placeholder.
  const sectionsMounted = usePaintedOnce();
  const shown = useFirstAnswersIn(sectionsMounted);
  return (
    <Stack gap="md" data-testid="home-page" maw={820}>
      {/* Decorative; the page's first script paints the same picture in the same place (prepaint.ts). */}
      <img className="home-hero" src={HOME_HERO_SRC} alt="" data-testid="home-hero" />
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {t('home.greeting', { name: user.firstName })}
      </Title>
      {!shown && <Skeleton h={600} data-testid="home-sections-loading" />}
      {sectionsMounted && (
        <Stack gap="md" display={shown ? undefined : 'none'}>
          <Sections userId={user.id} activity={activity} />
        </Stack>
      )}
    </Stack>
  );
}
