import { Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import {
  IconFileText,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconRepeat,
  IconTicket,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '@prepa/contracts';
import { routePath } from '../../../shared/config/routes';
import { UI_LANGUAGES } from '../../../shared/i18n';
import { logout } from '../../auth';
import { PromoModal } from '../../coupons';
import { useOpenOnMount } from '../../../shared/lib/use-first-use';
import { LogoutConfirm } from './logout-confirm';
import { ProfileButton } from './profile-button';
import { useChangeLanguage } from './use-change-language';

const LANGUAGE_TITLES: Record<string, string> = { ru: 'Русский', en: 'English' };
const PROFILE_ROLES = ['STUDENT_ROLE', 'CHAT_MODERATOR'];

/** Profile menu: links that exist, dark theme, language, logout with confirmation (loaded by `ProfileMenu` on first use). */
export function ProfileMenuOverlay({ user, openOnMount = false }: { user: AuthUser; openOnMount?: boolean }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  const { current, change } = useChangeLanguage();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [promoOpen, setPromoOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useOpenOnMount<HTMLButtonElement>(openOnMount, () => setOpened(true));

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <ProfileButton ref={target} user={user} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{`${user.firstName} ${user.lastName}`}</Menu.Label>
          {PROFILE_ROLES.includes(user.role) && (
            <Menu.Item component={Link} to={routePath('Profile')} leftSection={<IconUser size={18} />}>
              {t('menu.profile')}
            </Menu.Item>
          )}
          {user.role === 'STUDENT_ROLE' && (
            <>
              <Menu.Item
                component={Link}
                to={routePath('Subscriptions')}
                leftSection={<IconRepeat size={18} />}
              >
                {t('profileMenu.subscriptions')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconTicket size={18} />}
                onClick={() => setPromoOpen(true)}
                data-testid="menu-promo-codes"
              >
                {t('profileMenu.coupons')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={routePath('Documents')}
                leftSection={<IconFileText size={18} />}
              >
                {t('profileMenu.documents')}
              </Menu.Item>
            </>
          )}
          <Menu.Item
            role="menuitemcheckbox"
            aria-checked={dark}
            closeMenuOnClick={false}
            leftSection={<IconMoon size={18} />}
            onClick={() => setColorScheme(dark ? 'light' : 'dark')}
            data-testid="theme-toggle"
            rightSection={dark ? '✓' : undefined}
          >
            {t('menu.darkTheme')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('menu.language')}</Menu.Label>
          {UI_LANGUAGES.map((code) => (
            <Menu.Item
              key={code}
              role="menuitemradio"
              aria-checked={current === code}
              leftSection={<IconLanguage size={18} />}
              onClick={() => void change(code)}
              rightSection={current === code ? '✓' : undefined}
            >
              {LANGUAGE_TITLES[code]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={() => setConfirmOpen(true)}
            data-testid="logout"
          >
            {t('menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PromoModal opened={promoOpen} onClose={() => setPromoOpen(false)} />
      <LogoutConfirm
        opened={confirmOpen}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          void logout();
        }}
      />
    </>
  );
}
