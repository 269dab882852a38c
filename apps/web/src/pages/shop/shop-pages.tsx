import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import {
  BundleList,
  Catalog,
  GuestCatalogNotice,
  parseCatalogParams,
  registerShopTranslations,
} from '../../features/shop';
import { routePath } from '../../shared/config/routes';
import { useModalAction } from '../../shared/lib/modal-action';

registerShopTranslations();

export function CatalogPage() {
  const { sysCourseTypeCode, productTypeId } = useParams();
  useModalAction('SHOP');
  const params = parseCatalogParams(sysCourseTypeCode, productTypeId);
  if (!params) return <Navigate to={routePath('NotFound')} replace />;
  return (
    <Stack>
      <GuestCatalogNotice />
      <Catalog params={params} />
    </Stack>
  );
}

export function CatalogBundleConfigurePage() {
  const { t } = useTranslation();
  const { sysCourseTypeCode } = useParams();
  useModalAction('SHOP');
  const params = parseCatalogParams(sysCourseTypeCode, undefined);
  if (!params) return <Navigate to={routePath('NotFound')} replace />;
  return (
    <Stack>
      <nav aria-label={t('shopPages.catalogBundleConfigure')}>
        <Breadcrumbs>
          <Anchor component={Link} to={routePath('CatalogStart')} size="sm">
            {t('shopPages.catalogStart')}
          </Anchor>
          <Text size="sm" aria-current="page">
            {t('shopPages.catalogBundleConfigure')}
          </Text>
        </Breadcrumbs>
      </nav>
      <Title order={1} size="h2">
        {t('shop.bundles')}
      </Title>
      <BundleList code={params.sysCourseTypeCode} />
    </Stack>
  );
}
