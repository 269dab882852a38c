import { Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useLevelTests } from '../api/level-tests';

/**
 * The level tests of the student's courses, offered in a dialog (mounted on
 * `/lessons?immediateLevelSelection=1`); each opens `/level-test/:testId?productTypeId=`.
 */
export function LevelSelectionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tests = useLevelTests(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('levelTests.dialogTitle')}
      size="lg"
      data-testid="level-selection-dialog"
    >
      <Stack gap="sm">
        <Text>{t('levelTests.dialogLead')}</Text>
        {tests.isPending && <Loader aria-label={t('common.loading')} />}
        {tests.isError && <Text c="red.8">{t('levelTests.loadFailed')}</Text>}
        {tests.data?.results.length === 0 && <Text>{t('levelTests.none')}</Text>}
        {tests.data?.results.map((test) => (
          <Card
            key={test.id}
            withBorder
            radius="md"
            padding="sm"
            data-testid={`level-test-option-${test.id}`}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600}>{test.title}</Text>
                <Text size="sm" c="dimmed">
                  {t('levelTests.tasks', { count: test.tasksCount })}
                  {test.lastPercent !== null && ` · ${t('levelTests.lastResult', { n: test.lastPercent })}`}
                </Text>
              </Stack>
              <Button
                component={Link}
                to={routePath('LevelTest', { testId: test.id }, { productTypeId: test.productTypeId })}
                onClick={onClose}
                size="md"
              >
                {t('levelTests.take')}
              </Button>
            </Group>
          </Card>
        ))}
        <Button variant="subtle" onClick={onClose} size="md" w="fit-content">
          {t('levelTests.later')}
        </Button>
      </Stack>
    </Modal>
  );
}
