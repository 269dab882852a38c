import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoyaltyModal } from '../../features/gamification';
import { routePath } from '../../shared/config/routes';

/** /loyalty/about: what the loyalty program is; leave the level or start again. */
export function LoyaltyProgramPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="md" maw={720} data-testid="loyalty-program-page">
      <Title order={1}>{t('student.pages.loyalty')}</Title>
      <Text>{t('student.loyalty.aboutText')}</Text>
      <Group>
        <Button component={Link} to={routePath('StudentProgress')} size="md">
          {t('student.loyalty.toProgress')}
        </Button>
        <Button variant="default" size="md" onClick={() => setOpen(true)} data-testid="loyalty-modal-open">
          {t('student.loyalty.modalTitle')}
        </Button>
      </Group>
      <LoyaltyModal opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
