import { Popover } from '@mantine/core';
import { useState } from 'react';
import { useOpenOnMount } from '../../../shared/lib/use-first-use';
import { PromoButton } from './promo-button';
import { PromoForm } from './promo-form';

/** The promo-code button with the form in a popover (loaded by `PromoPopover` on first use). */
export function PromoPopoverOverlay({ openOnMount = false }: { openOnMount?: boolean }) {
  const [opened, setOpened] = useState(false);
  const target = useOpenOnMount<HTMLButtonElement>(openOnMount, () => setOpened(true));
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <PromoButton ref={target} opened={opened} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>{opened && <PromoForm />}</Popover.Dropdown>
    </Popover>
  );
}
