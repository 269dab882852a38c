import { Group, Modal, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useDailyStrike } from '../api/gamification';
import { activityMessage } from '../model/activity-message';
import { ActivityWidgetView } from './activity-widget';
import { CurrencyIcon } from './currency-icon';

/** Header streak: a tooltip with today's message; a click opens the "more detail" modal. */
export function ActivityTooltip() {
  const { t } = useTranslation();
  const { data } = useDailyStrike();
  const [opened, { open, close }] = useDisclosure(false);
  if (!data) return null;
  const label = `${t('student.activity.days', { count: data.strikeDays })}. ${t(`student.activity.${activityMessage(data)}`)}`;
  return (
    <>
      <Tooltip label={label} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
        <UnstyledButton
          onClick={open}
          aria-label={label}
          miw={44}
          mih={44}
          px={4}
          data-testid="activity-tooltip"
        >
          <Group gap={4} wrap="nowrap">
            <CurrencyIcon kind="strike" size="sm" />
            <Text size="sm" fw={600}>
              {data.strikeDays}
            </Text>
          </Group>
        </UnstyledButton>
      </Tooltip>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={close}
        title={t('student.activity.more')}
        centered
      >
        <ActivityWidgetView strike={data} />
      </Modal>
    </>
  );
}
