import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@prepa/contracts';

/** The header's profile button (the user's avatar), the same before and after the menu's code has loaded. */
export function ProfileButton({
  user,
  ...props
}: { user: AuthUser } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { t } = useTranslation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`;
  return (
    <UnstyledButton aria-label={t('menu.open')} data-testid="profile-menu" miw={44} mih={44} {...props}>
      <Avatar src={user.avatar} alt="" color="indigo" radius="xl">
        {initials}
      </Avatar>
    </UnstyledButton>
  );
}
