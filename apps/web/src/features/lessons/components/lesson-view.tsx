import {
  Alert,
  AspectRatio,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Paper,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonDetail, LessonWatchedResponse } from '@prepa/contracts';
import { formatDate } from '../../../shared/lib/format';
import { useMarkWatched, useRateLesson } from '../api/lessons';
import { LessonChatSlot } from './lesson-chat-slot';
import { LessonStateBadge } from './lesson-state-badge';

const dateTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** The lesson screen: player, state, start time in the platform's zone, materials, rating, "watched". */
export function LessonView({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const rate = useRateLesson(lesson.id);
  const watched = useMarkWatched(lesson.id);
  const [done, setDone] = useState<LessonWatchedResponse | null>(null);
  const isStudent = lesson.role === 'student';
  const starts = formatDate(lesson.startsAt, dateTime);

  return (
    <Stack gap="md" data-testid="lesson-page">
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {lesson.courseTitle} · {lesson.moduleTitle}
        </Text>
        <Title order={1}>{lesson.title}</Title>
        <Group gap="xs">
          <LessonStateBadge state={lesson.state} />
          {lesson.watched && (
            <Badge
              color="teal.9"
              variant="filled"
              leftSection={<IconCheck size={12} />}
              data-testid="lesson-watched"
            >
              {t('lessons.watchedBadge')}
            </Badge>
          )}
          <Text size="sm" data-testid="lesson-starts-at">
            {t('lessons.startsAt', { date: starts })} ·{' '}
            {t('lessons.duration', { count: lesson.durationMinutes })}
          </Text>
        </Group>
      </Stack>
      {!isStudent && <Alert color="gray">{t('lessons.moderatorNote')}</Alert>}

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: lesson.state === 'live' ? 8 : 12 }}>
          {lesson.state === 'upcoming' || !lesson.video ? (
            <Paper withBorder p="xl" ta="center" data-testid="lesson-no-video">
              <Text>
                {lesson.state === 'upcoming'
                  ? t('lessons.upcomingVideo', { date: starts })
                  : t('lessons.noVideo')}
              </Text>
            </Paper>
          ) : (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={lesson.video.embedUrl}
                title={t('lessons.player', { title: lesson.title })}
                allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ border: 0, width: '100%', height: '100%' }}
                data-testid="lesson-player"
                data-provider={lesson.video.provider}
              />
            </AspectRatio>
          )}
        </Grid.Col>
        {lesson.state === 'live' && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LessonChatSlot lessonId={lesson.id} state={lesson.state} role={lesson.role} />
          </Grid.Col>
        )}
      </Grid>

      {lesson.description && <Text>{lesson.description}</Text>}

      {isStudent && lesson.state !== 'upcoming' && (
        <Card withBorder>
          <Stack gap="xs">
            {lesson.watched ? (
              <Text fw={600} c="teal.9" data-testid="lesson-watched-done">
                {t('lessons.watched')}
              </Text>
            ) : (
              <>
                <Button
                  onClick={() =>
                    watched.mutate(undefined, { onSuccess: (r) => (r.credited ? setDone(r) : undefined) })
                  }
                  loading={watched.isPending}
                  leftSection={<IconCheck size={18} />}
                  data-testid="lesson-mark-watched"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('lessons.markWatched')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('lessons.markWatchedHint', { live: lesson.expLive, recorded: lesson.expRecorded })}
                </Text>
              </>
            )}
            {watched.isError && (
              <Text c="red" size="sm" role="alert">
                {watched.error.message}
              </Text>
            )}
          </Stack>
        </Card>
      )}

      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('lessons.materials')}
          </Title>
          {lesson.materials.length === 0 ? (
            <Text c="dimmed">{t('lessons.noMaterials')}</Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {lesson.materials.map((m) => (
                <Group component="li" key={m.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{m.title}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`lessons.materialKind.${m.kind}`)} ·{' '}
                      {t('lessons.fileSize', { size: Math.max(1, Math.round(m.size / 1024)) })}
                    </Text>
                  </Stack>
                  <Button
                    component="a"
                    href={m.url}
                    download={m.fileName}
                    variant="light"
                    leftSection={<IconDownload size={16} />}
                    aria-label={t('lessons.download', { title: m.title })}
                    data-testid={`material-${m.kind}`}
                  >
                    {t(`lessons.materialKind.${m.kind}`)}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>

      {isStudent && (
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h4" id="lesson-rate-title">
              {t('lessons.rateTitle')}
            </Title>
            <Rating
              value={lesson.myRating ?? 0}
              onChange={(v) => rate.mutate(v)}
              size="lg"
              aria-labelledby="lesson-rate-title"
              data-testid="lesson-rating"
            />
            {lesson.myRating !== null && (
              <Text size="sm" data-testid="lesson-rated">
                {t('lessons.rated', { value: lesson.myRating })}
              </Text>
            )}
          </Stack>
        </Card>
      )}

      <Modal
        opened={done !== null}
        onClose={() => setDone(null)}
        title={t('lessons.lessonDoneTitle')}
        centered
        data-testid="lesson-done-modal"
      >
        <Stack>
          <Text>{t('lessons.lessonDoneText', { exp: done?.exp ?? 0, title: lesson.title })}</Text>
          <Button onClick={() => setDone(null)} data-testid="lesson-done-ok">
            {t('lessons.lessonDoneOk')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
