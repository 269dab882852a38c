import { Badge, NavLink, Stack } from '@mantine/core';
import {
  IconCalendar,
  IconChecklist,
  IconCoins,
  IconFlag,
  IconHome,
  IconMessages,
  IconMessageQuestion,
  IconNotebook,
  IconReceipt,
  IconReceiptRefund,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { Role } from '@prepa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { staffKind, staffNavItems } from '../model/staff-kind';

const ICONS: Record<string, ReactNode> = {
  invoices: <IconReceipt size={20} />,
  withdrawals: <IconCoins size={20} />,
  refunds: <IconReceiptRefund size={20} />,
  customers: <IconUsers size={20} />,
  schedule: <IconCalendar size={20} />,
  homeworkQueue: <IconChecklist size={20} />,
  students: <IconUsers size={20} />,
  lessons: <IconVideo size={20} />,
  homeworkCheck: <IconChecklist size={20} />,
  slots: <IconCalendar size={20} />,
  clients: <IconUsers size={20} />,
  homeworkBase: <IconNotebook size={20} />,
  chat: <IconMessages size={20} />,
  chatReports: <IconFlag size={20} />,
  globalModals: <IconMessageQuestion size={20} />,
};

/** The sidebar of a staff member: their home, what exists today, and what is coming (no student items). */
export function StaffNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const kind = staffKind(role) ?? 'moderator';
  const home = routePath('Home');
  return (
    <nav aria-label={t('staff.nav.label')} data-testid="sidebar" data-staff={kind}>
      <Stack gap={4}>
        <NavLink
          component={Link}
          to={home}
          label={t('staff.nav.home')}
          leftSection={<IconHome size={20} />}
          active={pathname === home && !hash}
          onClick={onNavigate}
        />
        {staffNavItems(kind, role).map((item) =>
          item.path ? (
            <NavLink
              key={item.key}
              component={Link}
              to={item.path}
              label={t(`staff.nav.${item.key}`)}
              leftSection={ICONS[item.key]}
              active={pathname.startsWith(item.path)}
              onClick={onNavigate}
              data-testid={`staff-nav-${item.key}`}
            />
          ) : item.anchor ? (
            <NavLink
              key={item.key}
              component={Link}
              to={`${home}#${item.anchor}`}
              label={t(`staff.nav.${item.key}`)}
              leftSection={ICONS[item.key]}
              active={pathname === home && hash === `#${item.anchor}`}
              onClick={onNavigate}
              data-testid={`staff-nav-${item.key}`}
            />
          ) : (
            <NavLink
              key={item.key}
              component="div"
              label={t(`staff.nav.${item.key}`)}
              leftSection={ICONS[item.key]}
              rightSection={
                <Badge size="xs" variant="light" color="gray">
                  {t('staff.nav.soon')}
                </Badge>
              }
              aria-disabled
              c="dimmed"
              data-testid={`staff-nav-${item.key}`}
            />
          ),
        )}
      </Stack>
    </nav>
  );
}
