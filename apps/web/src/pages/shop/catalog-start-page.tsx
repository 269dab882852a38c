import { Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CatalogStart,
  GuestCatalogNotice,
  registerShopTranslations,
  sysCourseTypesQueryOptions,
} from '../../features/shop';
import { useModalAction } from '../../shared/lib/modal-action';

registerShopTranslations();

/** Start-up's head start on the catalogue's tiles (see `app/router/preload.ts`). */
export function prefetchCatalogStartData(client: QueryClient): void {
  void client.prefetchQuery(sysCourseTypesQueryOptions());
}

export function CatalogStartPage() {
  const { t } = useTranslation();
  useModalAction('SHOP');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('shop.title')}
      </Title>
      <GuestCatalogNotice />
      <Text c="dimmed">{t('shop.chooseType')}</Text>
      <CatalogStart />
    </Stack>
  );
}
