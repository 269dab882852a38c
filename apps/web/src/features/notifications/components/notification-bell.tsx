import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBell,
  IconBook,
  IconCalendarEvent,
  IconMessage,
  IconSettings,
  IconShieldLock,
  IconShoppingBag,
  IconStar,
  IconAlarm,
} from '@tabler/icons-react';
import {
  NOTIFICATION_BADGE_MAX,
  NOTIFICATION_POPOVER_MAX_HEIGHT,
  type Notification,
  type NotificationGroup,
} from '@prepa/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SupportContactList } from '../../support';
import { formatDate } from '../../../shared/lib/format';
import { badgeText } from '../model/feed';
import { notificationTarget, type NotificationTarget } from '../model/redirect';
import { useNotifications, type NotificationFeed } from '../model/use-notifications';
import { lazyExport } from '../../../shared/lib/chunk-reload';

const NotificationSettingsModal = lazyExport(
  () => import('./notification-settings'),
  (m) => m.NotificationSettingsModal,
);

const ICONS: Record<NotificationGroup, ReactNode> = {
  lessons: <IconCalendarEvent size={18} aria-hidden />,
  homework: <IconBook size={18} aria-hidden />,
  shop: <IconShoppingBag size={18} aria-hidden />,
  account: <IconShieldLock size={18} aria-hidden />,
  progress: <IconStar size={18} aria-hidden />,
  reminders: <IconAlarm size={18} aria-hidden />,
  dialogs: <IconMessage size={18} aria-hidden />,
};

function targetOf(n: Notification): NotificationTarget | null {
  try {
    return notificationTarget(n.type, n.itemId, n.payload ?? {});
  } catch (error) {
    console.warn('notification without a valid target', n.id, error);
    return null;
  }
}

function Item({ n, feed, onGo }: { n: Notification; feed: NotificationFeed; onGo(to: string): void }) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const target = targetOf(n);
  const when = formatDate(n.timestamp * 1000, { hour: '2-digit', minute: '2-digit', year: undefined });
  const open = () => {
    if (!n.isRead) void feed.read(n.id);
    if (target?.to) onGo(target.to);
    else if (target?.button === 'write') setWriting((v) => !v);
  };
  return (
    <Box
      component="li"
      data-testid="notification"
      data-read={n.isRead}
      py={6}
      px="xs"
      bg={n.isRead ? undefined : 'var(--mantine-primary-color-light)'}
      style={{ borderRadius: 8 }}
    >
      <UnstyledButton
        onClick={open}
        w="100%"
        aria-describedby={`n${n.id}-when`}
        style={{ display: 'flex', gap: 10 }}
      >
        <Box c="indigo.7" pt={2}>
          {ICONS[n.icon as NotificationGroup] ?? ICONS.progress}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={n.isRead ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
            {n.text}
          </Text>
          <Group gap={6} mt={2}>
            <Text size="xs" c="dimmed" id={`n${n.id}-when`}>
              {when}
              {n.isRead ? '' : ` · ${t('notifications.unread')}`}
            </Text>
            {target ? (
              <Text size="xs" c="indigo.8" fw={600}>
                {t(`notifications.button.${target.button}`)}
              </Text>
            ) : null}
          </Group>
        </Box>
      </UnstyledButton>
      {writing ? (
        <Box pl={28} pt={4}>
          <SupportContactList />
        </Box>
      ) : null}
    </Box>
  );
}

/** The header bell: unread badge (9+), a popover with pages of 10 loaded on scroll, read one and read all. */
export function NotificationBell() {
  const { t } = useTranslation();
  const feed = useNotifications();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [settings, setSettings] = useState(false);
  const badge = badgeText(feed.unreadCount, NOTIFICATION_BADGE_MAX);
  // Below Mantine's xs breakpoint the header is 360 px wide: a smaller bell keeps the profile button whole.
  // Read on the first render (not in an effect): a bell that shrinks after mounting shifts the header.
  const compact = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const go = (to: string) => {
    setOpened(false);
    void navigate(to);
  };
  return (
    <>
      <Indicator
        label={badge}
        disabled={!badge}
        size={18}
        offset={6}
        color="red"
        data-testid="notification-badge"
      >
        <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size={compact ? 36 : 44}
              radius="xl"
              color="gray"
              onClick={() => setOpened((o) => !o)}
              aria-label={
                badge ? t('notifications.bellUnread', { count: feed.unreadCount }) : t('notifications.bell')
              }
              data-testid="notification-bell"
            >
              <IconBell size={22} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown
            p="xs"
            maw="calc(100vw - 16px)"
            data-testid="notification-popover"
            aria-label={t('notifications.title')}
            role="dialog"
          >
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Text fw={700}>{t('notifications.title')}</Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  disabled={feed.unreadCount === 0}
                  onClick={() => void feed.readAll()}
                >
                  {t('notifications.readAll')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('notifications.settings')}
                  onClick={() => {
                    setOpened(false);
                    setSettings(true);
                  }}
                >
                  <IconSettings size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {feed.status === 'offline' ? (
              <Badge color="yellow" variant="light" mb={6} fullWidth>
                {t('notifications.offline')}
              </Badge>
            ) : null}
            <ScrollArea.Autosize
              mah={NOTIFICATION_POPOVER_MAX_HEIGHT - 80}
              type="auto"
              onBottomReached={() => feed.loadMore()}
              data-testid="notification-list"
            >
              {!feed.loaded && !feed.error ? (
                <Group justify="center" p="md">
                  <Loader size="sm" aria-label={t('notifications.loading')} />
                </Group>
              ) : null}
              {feed.error && !feed.loadingMore ? (
                <Stack align="center" gap={4} p="md">
                  <Text size="sm" c="dimmed">
                    {t('notifications.failed')}
                  </Text>
                  <Anchor component="button" size="sm" onClick={() => feed.retry()}>
                    {t('notifications.retry')}
                  </Anchor>
                </Stack>
              ) : null}
              {feed.loaded && feed.items.length === 0 ? (
                <Text size="sm" c="dimmed" p="md" ta="center" data-testid="notifications-empty">
                  {t('notifications.empty')}
                </Text>
              ) : null}
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {feed.items.map((n) => (
                  <Item key={n.id} n={n} feed={feed} onGo={go} />
                ))}
              </Stack>
              {feed.loadingMore ? (
                <Group justify="center" p="xs">
                  <Loader size="xs" aria-label={t('notifications.loadingMore')} />
                </Group>
              ) : null}
              {feed.hasMore && !feed.loadingMore ? (
                <Group justify="center" p="xs">
                  <Button size="compact-sm" variant="subtle" onClick={() => feed.loadMore()}>
                    {t('notifications.more')}
                  </Button>
                </Group>
              ) : null}
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {settings ? (
        <Suspense fallback={null}>
          <NotificationSettingsModal onClose={() => setSettings(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
