import { Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CatalogStart,
  GuestCatalogNotice,
  registerShopTranslations,
  sysCourseTypesQueryOptions,
} from '../../features/shop';
import { useModalAction } from '../../shared/lib/modal-action';
import { dropPrepaint } from '../../shared/lib/prepaint';

registerShopTranslations();

/** Start-up's head start on the catalogue's tiles (see `app/router/preload.ts`). */
export function prefetchCatalogStartData(client: QueryClient): void {
  void client.prefetchQuery(sysCourseTypesQueryOptions());
}

export function CatalogStartPage() {
  const { t } = useTranslation();
  useModalAction('SHOP');
  // The server painted this page before any script (index.html on /catalog): this render replaces it
  // in the same frame.
  useLayoutEffect(dropPrepaint, []);
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
