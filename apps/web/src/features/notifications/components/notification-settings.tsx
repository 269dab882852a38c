import { Button, Checkbox, Group, Loader, Modal, Switch, Table, Text, TextInput } from '@mantine/core';
import {
  ALWAYS_IN_APP,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type NotificationSettings,
} from '@prepa/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings';
import { disablePush, enablePush, pushState, type PushState } from '../api/web-push';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function PushSwitch() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | 'busy'>('busy');
  useEffect(() => {
    void pushState().then(setState, () => setState('unsupported'));
  }, []);
  if (state === 'unsupported' || state === 'denied')
    return (
      <Text size="sm" c="dimmed" data-testid="push-state">
        {t(`notifications.push.${state}`)}
      </Text>
    );
  const toggle = async (on: boolean) => {
    setState('busy');
    try {
      setState(on ? await enablePush() : await disablePush());
    } catch (error) {
      console.warn('web push', error);
      notifyError(t('notifications.push.failed'));
      setState(await pushState().catch(() => 'unsupported' as const));
    }
  };
  return (
    <Switch
      label={t('notifications.push.title')}
      checked={state === 'on'}
      disabled={state === 'busy'}
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}

/** Per group and channel, quiet hours, and this browser's web push subscription. */
export function NotificationSettingsModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (query.data && !draft) setDraft(query.data);
  }, [query.data, draft]);
  const quiet = draft?.quietHours ?? null;
  const quietBad = quiet !== null && (!TIME.test(quiet.from) || !TIME.test(quiet.to));

  return (
    <Modal opened onClose={onClose} title={t('notifications.settings')} size="lg" centered>
      {!draft ? (
        query.isError ? (
          <Text c="red">{t('notifications.failed')}</Text>
        ) : (
          <Loader size="sm" aria-label={t('notifications.loading')} />
        )
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (quietBad) return;
            save.mutate(draft, {
              onSuccess: () => {
                notifySuccess(t('notifications.settingsSaved'));
                onClose();
              },
              onError: () => notifyError(t('notifications.settingsFailed')),
            });
          }}
        >
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing={4} captionSide="top">
              <Table.Caption>{t('notifications.groupsCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <Table.Th key={c} ta="center">
                      {t(`notifications.channel.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {NOTIFICATION_GROUPS.map((g) => (
                  <Table.Tr key={g}>
                    <Table.Th scope="row" fw={400}>
                      {t(`notifications.group.${g}`)}
                    </Table.Th>
                    {NOTIFICATION_CHANNELS.map((c) => {
                      const locked = c === 'inApp' && ALWAYS_IN_APP.includes(g);
                      return (
                        <Table.Td key={c}>
                          <Group justify="center">
                            <Checkbox
                              aria-label={`${t(`notifications.group.${g}`)}: ${t(`notifications.channel.${c}`)}${locked ? ` (${t('notifications.alwaysOn')})` : ''}`}
                              checked={locked || draft.groups[g][c]}
                              disabled={locked}
                              onChange={(e) => {
                                const on = e.currentTarget.checked;
                                setDraft((d) =>
                                  d ? { ...d, groups: { ...d.groups, [g]: { ...d.groups[g], [c]: on } } } : d,
                                );
                              }}
                            />
                          </Group>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Switch
            mt="md"
            label={t('notifications.quiet')}
            description={t('notifications.quietHint')}
            checked={quiet !== null}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setDraft((d) => (d ? { ...d, quietHours: on ? { from: '22:00', to: '08:00' } : null } : d));
            }}
          />
          {quiet ? (
            <Group mt="xs" grow>
              {(['from', 'to'] as const).map((k) => (
                <TextInput
                  key={k}
                  type="time"
                  label={t(k === 'from' ? 'notifications.quietFrom' : 'notifications.quietTo')}
                  value={quiet[k]}
                  error={TIME.test(quiet[k]) ? undefined : ' '}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setDraft((d) => (d?.quietHours ? { ...d, quietHours: { ...d.quietHours, [k]: v } } : d));
                  }}
                />
              ))}
            </Group>
          ) : null}
          <Group mt="md">
            <PushSwitch />
          </Group>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              {t('notifications.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={quietBad}>
              {t('notifications.save')}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
