import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Kbd,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import {
  CARD_GRADES,
  TRAINING_TYPES,
  type CardGrade,
  type TrainingCounters,
  type TrainingType,
} from '@prepa/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import { routePath } from '../../../shared/config/routes';
import { useNextCards, useReview, useToggleFavorite } from '../api/training';
import { TrainingCountersView } from './counters';

/** Filled, dark shades: white text keeps the contrast AA asks for. */
const GRADE_COLORS: Record<CardGrade, string> = {
  again: 'red.9',
  hard: 'grape.9',
  good: 'teal.9',
  easy: 'blue.9',
};

function newSessionId(): string {
  return crypto.randomUUID();
}

/** /training/:trainingType?packId=: one card at a time, flipped with Space and graded with 1–4. */
export function TrainingSessionView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { trainingType: rawType } = useParams();
  const [params] = useSearchParams();
  const packId = Number(params.get('packId'));
  const trainingType: TrainingType = (TRAINING_TYPES as readonly string[]).includes(rawType ?? '')
    ? (rawType as TrainingType)
    : 'all';
  const [sessionId] = useState(newSessionId);
  const [round, setRound] = useState(0);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [counters, setCounters] = useState<TrainingCounters | null>(null);
  const [favorites, setFavorites] = useState<Record<number, boolean>>({});
  const [expMessage, setExpMessage] = useState<number | null>(null);
  const batch = useNextCards(packId, trainingType, round);
  const review = useReview();
  const favorite = useToggleFavorite();

  const cards = batch.data?.results ?? [];
  const card = cards[index];
  const shownCounters = counters ?? batch.data?.counters ?? null;
  const finish = useCallback(
    () => void navigate(routePath('TrainingResult', {}, { sessionId, packId })),
    [navigate, sessionId, packId],
  );

  const grade = useCallback(
    (g: CardGrade) => {
      if (!card || !flipped || review.isPending) return;
      review.mutate(
        { cardId: card.id, grade: g, sessionId },
        {
          onSuccess: (result) => {
            setCounters(result.counters);
            setReviewed((n) => n + 1);
            if (result.daily.expCredited > 0) setExpMessage(result.daily.expCredited);
            setFlipped(false);
            if (index + 1 < cards.length) setIndex(index + 1);
            else {
              setIndex(0);
              setRound((r) => r + 1);
            }
          },
        },
      );
    },
    [card, flipped, review, sessionId, index, cards.length],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (event.key === ' ' || event.code === 'Space') {
        event.preventDefault();
        setFlipped((f) => !f);
        return;
      }
      const n = Number(event.key);
      if (n >= 1 && n <= 4) grade(CARD_GRADES[n - 1] as CardGrade);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [grade]);

  if (!Number.isInteger(packId) || packId <= 0) {
    return (
      <Stack gap="md" data-testid="training-session-page">
        <Text>{t('training.empty')}</Text>
        <Button component={Link} to={routePath('TrainingSettings')} variant="light" size="md">
          {t('training.toSettings')}
        </Button>
      </Stack>
    );
  }

  const isFavorite = card ? (favorites[card.id] ?? card.isFavorite) : false;
  return (
    <Stack gap="md" maw={720} data-testid="training-session-page">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{t(`training.type.${trainingType}`)}</Title>
        <Button variant="default" size="md" onClick={finish} data-testid="training-finish">
          {t('training.finish')}
        </Button>
      </Group>
      {shownCounters && <TrainingCountersView counters={shownCounters} />}
      {expMessage !== null && (
        <Text c="teal.9" fw={600} data-testid="training-exp">
          {t('training.expEarned', { n: expMessage })}
        </Text>
      )}
      {batch.isPending && <Loader aria-label={t('common.loading')} />}
      {batch.isError && (
        <Text c="red.8" data-testid="training-error">
          {isApiError(batch.error) && batch.error.status === 403
            ? t('training.notEnrolled')
            : t('training.loadFailed')}
        </Text>
      )}
      {batch.isSuccess && !card && (
        <Stack gap="xs" align="flex-start" data-testid="training-empty">
          <Text>{t('training.empty')}</Text>
          <Group gap="xs">
            {reviewed > 0 && (
              <Button size="md" onClick={finish}>
                {t('training.resultTitle')}
              </Button>
            )}
            <Button component={Link} to={routePath('TrainingSettings')} variant="light" size="md">
              {t('training.toSettings')}
            </Button>
          </Group>
        </Stack>
      )}
      {card && (
        <Card withBorder radius="lg" padding="lg" data-testid="training-card" data-card-id={card.id}>
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('training.progress', { n: reviewed + 1 })}
                </Text>
                {card.taskNumber !== null && (
                  <Badge variant="light" color="gray" c="dark.6">
                    {t('training.taskNumber', { n: card.taskNumber })}
                  </Badge>
                )}
              </Group>
              <ActionIcon
                variant="subtle"
                color="yellow.8"
                size={44}
                aria-pressed={isFavorite}
                aria-label={isFavorite ? t('training.favoriteRemove') : t('training.favoriteAdd')}
                data-testid="training-favorite"
                onClick={() =>
                  favorite.mutate(card.id, {
                    onSuccess: (r) => {
                      setFavorites((f) => ({ ...f, [card.id]: r.isFavorite }));
                      setCounters(r.counters);
                    },
                  })
                }
              >
                {isFavorite ? <IconStarFilled size={24} /> : <IconStar size={24} />}
              </ActionIcon>
            </Group>
            <Stack gap={4}>
              <Text size="xs" tt="uppercase" c="dimmed">
                {t('training.question')}
              </Text>
              <Text size="lg" fw={600} data-testid="training-front">
                {card.front}
              </Text>
            </Stack>
            {flipped ? (
              <Stack gap={4} data-testid="training-back">
                <Text size="xs" tt="uppercase" c="dimmed">
                  {t('training.answer')}
                </Text>
                <Text size="lg">{card.back}</Text>
              </Stack>
            ) : (
              <Button size="md" variant="light" onClick={() => setFlipped(true)} data-testid="training-flip">
                {t('training.flip')}
              </Button>
            )}
            {flipped && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {CARD_GRADES.map((g, i) => (
                  <Button
                    key={g}
                    size="md"
                    color={GRADE_COLORS[g]}
                    onClick={() => grade(g)}
                    loading={review.isPending && review.variables.grade === g}
                    data-testid={`training-grade-${g}`}
                  >
                    {i + 1}. {t(`training.grade.${g}`)}
                  </Button>
                ))}
              </SimpleGrid>
            )}
            <Text size="xs" c="dimmed" visibleFrom="sm">
              <Kbd>Space</Kbd> / <Kbd>1</Kbd>–<Kbd>4</Kbd> — {t('training.flipHint')}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
