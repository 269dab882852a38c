import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconDots, IconPin, IconPinnedOff, IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@prepa/contracts';
import { ApiError } from '../../../shared/api';
import { formatDate } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useLessonChat, type LessonChat } from '../model/use-lesson-chat';
import { registerLessonChatTexts } from '../i18n';

// This module is the panel's lazy chunk: its texts arrive with it.
registerLessonChatTexts();

const TIME: Intl.DateTimeFormatOptions = {
  day: undefined,
  month: undefined,
  year: undefined,
  hour: '2-digit',
  minute: '2-digit',
};

function authorName(m: ChatMessage): string {
  return `${m.author.firstName} ${m.author.lastName}`.trim();
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errors[0]?.detail ? error.errors[0].detail : fallback;
}

function MessageMenu({ chat, message }: { chat: LessonChat; message: ChatMessage }) {
  const { t } = useTranslation();
  const run = (action: () => Promise<void>, done?: string) => () => {
    action().then(
      () => done && notifySuccess(done),
      (error: unknown) => notifyError(errorText(error, t('lessonChat.failed'))),
    );
  };
  const mine = message.author.id === chat.me;
  if (chat.role !== 'moderator' && mine) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('lessonChat.actions', { author: authorName(message) })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {chat.role === 'moderator' ? (
          <>
            <Menu.Item onClick={run(() => chat.pin(message))}>{t('lessonChat.pin')}</Menu.Item>
            <Menu.Item onClick={run(() => chat.hide(message, !message.hidden))}>
              {message.hidden ? t('lessonChat.show') : t('lessonChat.hide')}
            </Menu.Item>
            {!mine && !message.author.moderator ? (
              <>
                <Menu.Item onClick={run(() => chat.hideAuthor(message))}>{t('lessonChat.hideAll')}</Menu.Item>
                <Menu.Item
                  color="red"
                  onClick={run(
                    () => chat.ban(message, true),
                    t('lessonChat.userBanned', { name: authorName(message) }),
                  )}
                >
                  {t('lessonChat.ban')}
                </Menu.Item>
                <Menu.Item
                  onClick={run(
                    () => chat.ban(message, false),
                    t('lessonChat.userUnbanned', { name: authorName(message) }),
                  )}
                >
                  {t('lessonChat.unban')}
                </Menu.Item>
              </>
            ) : null}
          </>
        ) : (
          <Menu.Item onClick={run(() => chat.report(message), t('lessonChat.reported'))}>
            {t('lessonChat.report')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function MessageItem({ chat, message }: { chat: LessonChat; message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.author.id === chat.me;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      px="xs"
      py={6}
      style={{
        listStyle: 'none',
        borderRadius: 8,
        background: mine ? 'var(--mantine-color-blue-0)' : undefined,
        opacity: message.hidden ? 0.6 : 1,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {authorName(message)}
            {mine ? ` (${t('lessonChat.you')})` : ''}
          </Text>
          {message.author.moderator ? (
            <Badge size="xs" variant="filled" color="grape.9">
              {t('lessonChat.moderator')}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatDate(message.createdAt, TIME)}
          </Text>
          {message.hidden ? (
            <Badge size="xs" variant="filled" color="gray.8">
              {t('lessonChat.hidden')}
            </Badge>
          ) : null}
        </Group>
        <MessageMenu chat={chat} message={message} />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
    </Box>
  );
}

function Composer({ chat }: { chat: LessonChat }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const disabled = chat.status !== 'online' || !chat.joined || chat.banned || chat.state !== 'live';
  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;

  const submit = () => {
    const value = text.trim();
    if (!value || disabled || sending) return;
    setSending(true);
    chat.send(value).then(
      () => {
        setText('');
        setSending(false);
      },
      (error: unknown) => {
        setSending(false);
        notifyError(errorText(error, t('lessonChat.failed')));
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('lessonChat.placeholder')}
          aria-label={t('lessonChat.placeholder')}
          description={left < 100 ? t('lessonChat.charsLeft', { count: left }) : undefined}
          inputWrapperOrder={['input', 'description']}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          size="lg"
          variant="filled"
          aria-label={t('lessonChat.send')}
          title={t('lessonChat.sendHint')}
          loading={sending}
          disabled={disabled || text.trim() === ''}
          onClick={submit}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

export interface LessonChatPanelProps {
  lessonId: number;
}

/** The live chat beside a lesson's player: messages, the pinned one on top, a composer, moderation. */
export function LessonChatPanel({ lessonId }: LessonChatPanelProps) {
  const { t } = useTranslation();
  const chat = useLessonChat(lessonId);
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = chat.messages.at(-1)?.id;

  // Follow new messages while the reader is at the bottom (or it is their own message).
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
    const own = chat.messages.at(-1)?.author.id === chat.me;
    if (nearBottom || own) el.scrollTo({ top: el.scrollHeight });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastId]);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('lessonChat.title')}
      style={{ display: 'flex', flexDirection: 'column', height: 'min(560px, 75vh)', minHeight: 360 }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text component="h2" fw={700} size="lg" m={0}>
          {t('lessonChat.title')}
        </Text>
        <Badge
          variant="filled"
          color={chat.status === 'online' ? 'teal.9' : chat.status === 'connecting' ? 'blue.9' : 'orange.9'}
          role="status"
        >
          {t(`lessonChat.status.${chat.status}`)}
        </Badge>
      </Group>

      {chat.pinned ? (
        <Paper bg="var(--mantine-color-yellow-0)" p="xs" mb="xs" radius="sm" data-testid="chat-pinned">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
            <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <IconPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('lessonChat.pinned')} · {authorName(chat.pinned)}
                </Text>
                <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {chat.pinned.text}
                </Text>
              </div>
            </Group>
            {chat.role === 'moderator' ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('lessonChat.unpin')}
                onClick={() =>
                  chat.pin(null).catch((e: unknown) => notifyError(errorText(e, t('lessonChat.failed'))))
                }
              >
                <IconPinnedOff size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Paper>
      ) : null}

      {chat.loadError ? (
        <Alert color="red" mb="xs" title={t('lessonChat.loadError')}>
          <Stack gap={6} align="flex-start">
            <Text size="sm">{errorText(chat.loadError, t('common.error'))}</Text>
            <Button size="xs" variant="light" onClick={chat.retry}>
              {t('lessonChat.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto" offsetScrollbars>
        {!chat.joined && !chat.loadError ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : null}
        {chat.joined && chat.hasEarlier ? (
          <Group justify="center" py={4}>
            <Button
              size="xs"
              variant="subtle"
              onClick={() =>
                chat.loadEarlier().catch((e: unknown) => notifyError(errorText(e, t('lessonChat.failed'))))
              }
            >
              {t('lessonChat.earlier')}
            </Button>
          </Group>
        ) : null}
        {chat.joined && chat.messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {t('lessonChat.empty')}
          </Text>
        ) : null}
        <Stack component="ul" gap={2} m={0} p={0} aria-label={t('lessonChat.list')} aria-live="polite">
          {chat.messages.map((m) => (
            <MessageItem key={m.id} chat={chat} message={m} />
          ))}
        </Stack>
      </ScrollArea>

      {chat.banned ? (
        <Alert color="orange" mt="xs" p="xs">
          <Text size="sm">{t('lessonChat.banned')}</Text>
        </Alert>
      ) : chat.joined && chat.state !== 'live' ? (
        <Alert color="gray" mt="xs" p="xs">
          <Text size="sm">{t('lessonChat.notLive')}</Text>
        </Alert>
      ) : null}
      <Box mt="xs">
        <Composer chat={chat} />
      </Box>
    </Paper>
  );
}
