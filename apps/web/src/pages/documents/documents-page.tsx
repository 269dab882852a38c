import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsTabs } from '../../features/documents';
import { StudentRefunds } from '../../features/payment';
import { registerShopTranslations } from '../../features/shop';

/** The shop's texts arrive with these screens, not with the login page. */
registerShopTranslations();

/** Documents of purchases, and above them what became of any money due back (refunds). */
export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('shopPages.documents')}
      </Title>
      <StudentRefunds />
      <DocumentsTabs />
    </Stack>
  );
}
