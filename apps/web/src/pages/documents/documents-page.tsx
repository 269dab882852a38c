import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsTabs } from '../../features/documents';
import { registerShopTranslations } from '../../features/shop';

/** The shop's texts arrive with these screens, not with the login page. */
registerShopTranslations();

export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('shopPages.documents')}
      </Title>
      <DocumentsTabs />
    </Stack>
  );
}
