import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../shared/lib/use-first-use';

/**
 * A dialog of the activity area loaded the first time it is opened (so Modal, its focus trap and scroll
 * lock are no part of Home's start-up): mounted closed, then opened, so Modal records the opener and
 * gives it the focus back.
 */
export function FirstOpenDialog(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={useOpenedAfterMount(props.opened)}
      onClose={props.onClose}
      title={props.title}
      centered
    >
      {props.children}
    </Modal>
  );
}
