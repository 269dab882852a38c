import { Anchor, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { TRAINING_TYPES, type TrainingPack } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { formatDate } from '../../../shared/lib/format';
import { useTrainingSettings } from '../api/training';
import { TrainingCountersView } from './counters';

const numberParam = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

function PackCard({ pack }: { pack: TrainingPack }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid={`training-pack-${pack.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {pack.isMistakes ? t('training.mistakesPack') : pack.title}
          </Title>
          <Badge variant="light" color="gray" c="dark.6">
            {t('training.cards', { count: pack.cardsCount })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`training.subject.${pack.subject}`)}
        </Text>
        {pack.examDate && (
          <Text size="sm">{t('training.examDate', { date: formatDate(`${pack.examDate}T12:00:00Z`) })}</Text>
        )}
        <TrainingCountersView counters={pack.counters} />
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={routePath('Training', { trainingType: 'all' }, { packId: pack.id })}
            size="md"
            data-testid={`training-start-${pack.id}`}
          >
            {t('training.start')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('training.only')}
          </Text>
          {TRAINING_TYPES.filter((type) => type !== 'all').map((type) => (
            <Anchor
              key={type}
              component={Link}
              to={routePath('Training', { trainingType: type }, { packId: pack.id })}
              size="sm"
              py={6}
            >
              {t(`training.type.${type}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** /training/settings: the student's courses, modules and card packs, with the day's progress. */
export function TrainingSettingsView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = {
    productId: numberParam(params.get('productId')),
    moduleId: numberParam(params.get('moduleId')),
    packId: numberParam(params.get('packId')),
  };
  const settings = useTrainingSettings(filter);
  const choose = (key: 'productId' | 'moduleId', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'productId') next.delete('moduleId');
    next.delete('packId');
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md" maw={820} data-testid="training-settings-page">
      <Title order={1}>{t('training.settingsTitle')}</Title>
      <Text c="dimmed">{t('training.settingsLead')}</Text>
      {settings.isPending && <Loader aria-label={t('common.loading')} />}
      {settings.isError && (
        <Text c="red.8" data-testid="training-error">
          {t('training.loadFailed')}
        </Text>
      )}
      {settings.data && (
        <>
          <Text fw={600} data-testid="training-daily">
            {settings.data.learnedToday >= settings.data.dailyGoal
              ? t('training.dailyDone', { n: settings.data.learnedToday, goal: settings.data.dailyGoal })
              : t('training.daily', { n: settings.data.learnedToday, goal: settings.data.dailyGoal })}
          </Text>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('training.product')}
              placeholder={t('training.allProducts')}
              data={settings.data.products.map((p) => ({ value: String(p.id), label: p.title }))}
              value={filter.productId ? String(filter.productId) : null}
              onChange={(v) => choose('productId', v)}
              clearable
              w={{ base: '100%', sm: 320 }}
              size="md"
            />
            {settings.data.modules.length > 0 && (
              <Select
                label={t('training.module')}
                placeholder={t('training.allModules')}
                data={settings.data.modules.map((m) => ({
                  value: String(m),
                  label: t('training.moduleN', { n: m }),
                }))}
                value={filter.moduleId ? String(filter.moduleId) : null}
                onChange={(v) => choose('moduleId', v)}
                clearable
                w={{ base: '100%', sm: 200 }}
                size="md"
              />
            )}
          </Group>
          {settings.data.packs.length === 0 ? (
            <Stack gap="xs" align="flex-start" data-testid="training-empty">
              <Text>{t('training.noPacks')}</Text>
              <Button component={Link} to={routePath('CatalogStart')} variant="light" size="md">
                {t('training.toCatalog')}
              </Button>
            </Stack>
          ) : (
            settings.data.packs
              .filter((p) => filter.packId === undefined || p.id === filter.packId)
              .map((p) => <PackCard key={p.id} pack={p} />)
          )}
        </>
      )}
    </Stack>
  );
}
