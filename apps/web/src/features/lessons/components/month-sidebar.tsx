import { ActionIcon, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PLATFORM_CONFIG } from '../../../shared/config/platform';
import { routePath } from '../../../shared/config/routes';
import { formatDate } from '../../../shared/lib/format';
import { useMonthProducts } from '../api/lessons';
import { addMonths, capitalise, monthKey, todayIn, yearMonthOf } from '../model/calendar';

/** Sidebar shows 3 products before "more" (spec 1 §9). */
export const SIDEBAR_PREVIEW_COUNT = 3;

/**
 * The month sidebar of purchased and renewable courses (spec 2 §2): the month can be moved and reset
 * and is reset when the route changes; 3 items until "more".
 */
export function MonthSidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [offset, setOffset] = useState(0);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    setOffset(0);
    setExpanded(false);
  }, [pathname]);
  const ym = addMonths(yearMonthOf(todayIn(PLATFORM_CONFIG.timezone)), offset);
  const key = monthKey(ym);
  const query = useMonthProducts([key]);
  const products = query.data?.results[0]?.products ?? [];
  const shown = expanded ? products : products.slice(0, SIDEBAR_PREVIEW_COUNT);
  const monthTitle = formatDate(`${key}-15T12:00:00Z`, { day: undefined, month: 'long', year: 'numeric' });

  return (
    <Card withBorder component="aside" aria-labelledby="month-sidebar-title" data-testid="month-sidebar">
      <Stack gap="xs">
        <Title order={2} size="h4" id="month-sidebar-title">
          {t('lessons.sidebar.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={t('lessons.sidebar.previous')}
            onClick={() => setOffset((o) => o - 1)}
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <Text fw={600} data-testid="month-sidebar-month">
            {capitalise(monthTitle)}
          </Text>
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={t('lessons.sidebar.next')}
            onClick={() => setOffset((o) => o + 1)}
          >
            <IconChevronRight size={20} />
          </ActionIcon>
        </Group>
        {offset !== 0 && (
          <Button variant="light" size="xs" onClick={() => setOffset(0)} data-testid="month-sidebar-reset">
            {t('lessons.sidebar.reset')}
          </Button>
        )}
        {query.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : query.isError ? (
          <Text c="red" size="sm" role="alert">
            {t('lessons.sidebar.failed')}
          </Text>
        ) : products.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('lessons.sidebar.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((p) => (
              <li key={p.productId}>
                <Anchor
                  component={Link}
                  to={routePath('LessonModules', { productTypeId: p.productTypeId })}
                  size="sm"
                >
                  {p.title}
                </Anchor>
                {p.canRenew && (
                  <Badge ml={6} size="xs" variant="filled" color="teal.9">
                    {t('lessons.sidebar.renewable')}
                  </Badge>
                )}
              </li>
            ))}
          </Stack>
        )}
        {products.length > SIDEBAR_PREVIEW_COUNT && (
          <Button variant="subtle" size="xs" onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('lessons.sidebar.less') : t('lessons.sidebar.more')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
