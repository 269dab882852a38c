import { Popover, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenOnMount } from '../../../shared/lib/use-first-use';
import { SupportButton } from './support-button';
import { SupportContactList } from './support-contact-list';

/** The help button with its popover: the support contacts (loaded by `SupportMenu` on first use). */
export function SupportPopover({ openOnMount = false }: { openOnMount?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const target = useOpenOnMount<HTMLButtonElement>(openOnMount, () => setOpened(true));
  return (
    <Popover opened={opened} onChange={setOpened} width={280} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <SupportButton ref={target} opened={opened} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('support.title')} data-testid="support-popover">
        <Text fw={600} size="sm" mb="xs">
          {t('support.title')}
        </Text>
        {opened && <SupportContactList />}
      </Popover.Dropdown>
    </Popover>
  );
}
