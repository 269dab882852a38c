import { Box, Button, Group } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { LanguageSelect, ProfileMenu } from '../../features/profile';
import { SupportMenu } from '../../features/support';
import { routePath } from '../../shared/config/routes';
import { whenIdle } from '../../shared/lib/use-after-idle';
import { Logo } from '../../shared/ui';
import { ShopHeaderSlot } from './shop-slot';
import { StudentNotificationsSlot } from './student-slots';

/**
 * Fetches Mantine's overlays (`./overlays`) a few seconds after the header's first render, when the
 * browser is idle, so that they do not compete with the page's first paint and largest paint (and
 * with the requests those wait for), and are there before most first menus or dialogs open. Hovering
 * or focusing a header control fetches its own overlay at once (`useFirstUse`).
 */
const OVERLAYS_AFTER_MS = 4000;

function usePreloadOverlays(): void {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => void import('./overlays').catch(() => undefined));
    }, OVERLAYS_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
}

/** Logo on the left; language, help (support contacts) and the profile menu (or "login or register" for guests) on the right. */
export function HeaderBar({ left, middle }: { left?: ReactNode; middle?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const here = location.pathname + location.search;
  usePreloadOverlays();

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        {left}
        <Logo />
      </Group>
      {middle}
      {/* At 360 px every pixel counts: the right group never shrinks, so the profile button stays whole. */}
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <ShopHeaderSlot />
        <LanguageSelect />
        <SupportMenu />
        <StudentNotificationsSlot />
        {user ? (
          <ProfileMenu user={user} />
        ) : (
          <Button
            component={Link}
            to={routePath('Authorization', {}, here.startsWith('/home') ? {} : { redirect: here })}
            size="sm"
            px="sm"
            data-testid="login-or-register"
            aria-label={t('common.loginOrRegister')}
          >
            <Box component="span" visibleFrom="xs">
              {t('common.loginOrRegister')}
            </Box>
            <Box component="span" hiddenFrom="xs">
              {t('auth.toLogin')}
            </Box>
          </Button>
        )}
      </Group>
    </Group>
  );
}
