import { Badge, NavLink, Stack } from '@mantine/core';
import {
  IconBook,
  IconCalendar,
  IconCards,
  IconChartBar,
  IconGift,
  IconHome,
  IconNotebook,
  IconShoppingBag,
} from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { useFlag } from '../../features/flags';
import { staffKind } from '../../features/staff';
import { routePath, type RouteName } from '../../shared/config/routes';
import { lazyExport } from '../../shared/lib/chunk-reload';

/** The staff menu, with the staff area's texts, loads for staff only (students never need it). */
const StaffNav = lazyExport(
  () => import('../../features/staff'),
  (m) => {
    m.registerStaffTranslations();
    return m.StaffNav;
  },
);

interface Item {
  label: string;
  icon: ReactNode;
  /** Screens of later issues have no route yet: shown, marked "soon", not linked. */
  route?: RouteName;
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const referral = useFlag('referral-program-enabled');
  const { pathname } = useLocation();
  const user = useCurrentUser();
  // Staff get their own menu: no shop, no student screens.
  if (user && staffKind(user.role))
    return (
      <Suspense fallback={null}>
        <StaffNav role={user.role} onNavigate={onNavigate} />
      </Suspense>
    );
  const items: Item[] = [
    { label: t('nav.shop'), icon: <IconShoppingBag size={20} />, route: 'CatalogStart' },
    { label: t('nav.homepage'), icon: <IconHome size={20} />, route: 'Home' },
    { label: t('nav.schedule'), icon: <IconCalendar size={20} />, route: 'Schedule' },
    { label: t('nav.lessons'), icon: <IconBook size={20} />, route: 'Lessons' },
    { label: t('nav.homeworks'), icon: <IconNotebook size={20} />, route: 'HomeworkList' },
    { label: t('nav.progress'), icon: <IconChartBar size={20} /> },
    ...(referral
      ? [{ label: t('nav.inviteFriend'), icon: <IconGift size={20} />, route: 'ReferralInvite' as const }]
      : []),
    { label: t('trainingPages.nav'), icon: <IconCards size={20} />, route: 'TrainingSettings' },
  ];

  return (
    <nav aria-label={t('common.mainNavigation')} data-testid="sidebar">
      <Stack gap={4}>
        {items.map((item) =>
          item.route ? (
            <NavLink
              key={item.label}
              component={Link}
              to={routePath(item.route)}
              label={item.label}
              leftSection={item.icon}
              active={
                pathname === routePath(item.route) ||
                (item.route === 'HomeworkList' && pathname.startsWith('/homework')) ||
                (item.route === 'ReferralInvite' && pathname.startsWith('/referral'))
              }
              onClick={onNavigate}
            />
          ) : (
            <NavLink
              key={item.label}
              component="div"
              label={item.label}
              leftSection={item.icon}
              rightSection={
                <Badge size="xs" variant="light" color="gray">
                  {t('nav.soon')}
                </Badge>
              }
              aria-disabled
              c="dimmed"
            />
          ),
        )}
      </Stack>
    </nav>
  );
}
