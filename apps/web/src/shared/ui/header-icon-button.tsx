import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type HeaderIconButtonProps = {
  /** Whether its popover is open (`aria-expanded`). */
  opened: boolean;
  /** The accessible name (the button shows only its icon). */
  label: string;
  icon: ReactNode;
} & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

/**
 * A 44 px icon button of the header that opens a popover (help, promo code). It looks and reads the
 * same as the stand-in shown before the popover's code has loaded and as the popover's own target.
 */
export function HeaderIconButton({ opened, label, icon, ...props }: HeaderIconButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={label}
      aria-expanded={opened}
      aria-haspopup="dialog"
      {...props}
    >
      {icon}
    </ActionIcon>
  );
}
