import { ActionIcon, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconThumbDown, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/lib/notify';
import { useReaction, useRecommendations, type Recommendation } from '../api/recommendations';

function Item({ course }: { course: Recommendation }) {
  const { t } = useTranslation();
  const react = useReaction();
  const liked = course.reaction === 'LIKE';
  const send = (value: 'LIKE' | 'DISLIKE' | null) =>
    react.mutate({ id: course.id, value }, { onError: () => notifyError(t('student.goals.reactionFailed')) });

  return (
    <Card withBorder component="article" data-testid={`recommendation-${course.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {course.classType.title}
          </Text>
          <Text fw={700}>{course.title}</Text>
          {course.description && <Text size="sm">{course.description}</Text>}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant={liked ? 'light' : 'subtle'}
            size={44}
            aria-label={t('student.goals.like', { title: course.title })}
            aria-pressed={liked}
            disabled={react.isPending}
            onClick={() => send(liked ? null : 'LIKE')}
          >
            {liked ? <IconThumbUpFilled size={20} /> : <IconThumbUp size={20} />}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            aria-label={t('student.goals.dislike', { title: course.title })}
            disabled={react.isPending}
            onClick={() => send('DISLIKE')}
          >
            <IconThumbDown size={20} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

const SHOWN = 3;

/** Courses recommended for the chosen subjects (three, then all); a like is kept, a dislike removes it. */
export function Recommendations() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useRecommendations();
  const [all, setAll] = useState(false);
  if (isPending) return <Skeleton h={80} />;
  if (isError) return null;
  return (
    <Stack gap="sm" component="section" data-testid="recommendations">
      <Title order={2} size="h4">
        {t('student.goals.recommendations')}
      </Title>
      {data.length === 0 ? (
        <Text c="dimmed" data-testid="recommendations-empty">
          {t('student.goals.recommendationsEmpty')}
        </Text>
      ) : (
        (all ? data : data.slice(0, SHOWN)).map((course) => <Item key={course.id} course={course} />)
      )}
      {data.length > SHOWN && (
        <Anchor component="button" type="button" onClick={() => setAll(!all)} mih={44}>
          {all ? t('student.home.less') : t('student.home.more')}
        </Anchor>
      )}
    </Stack>
  );
}
