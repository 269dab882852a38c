import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/config/routes';
import { useSysCourseTypes } from '../api/get-sys-course-types';
import type { CatalogParams } from '../model/catalog-params';
import { CatalogFilters } from './catalog-filters';
import { ProductList } from './product-list';

/** One system course type: product type tabs, class year and subject filters, product cards. */
export function Catalog({ params }: { params: CatalogParams }) {
  const { t } = useTranslation();
  const types = useSysCourseTypes();
  const [filters, setFilters] = useState<{ classYear?: number; classTypeId?: number }>({});
  const type = types.data?.results.find((s) => s.code === params.sysCourseTypeCode);
  const code = params.sysCourseTypeCode.toLowerCase();

  return (
    <Stack>
      <Group justify="space-between">
        {types.isPending ? (
          <Skeleton h={32} w={200} />
        ) : (
          <Title order={1} size="h2">
            {type?.title ?? t('shop.title')}
          </Title>
        )}
        <Anchor
          component={Link}
          to={routePath('CatalogBundleConfigure', { sysCourseTypeCode: code })}
          mih={44}
          py="sm"
        >
          {t('shop.configureBundles')}
        </Anchor>
      </Group>
      {type && type.productTypes.length > 0 && (
        <nav aria-label={t('shop.productTypes')}>
          <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }} pb={4} data-testid="product-type-tabs">
            {[{ id: undefined, title: t('shop.allTypes') }, ...type.productTypes].map((p) => {
              const current = p.id === params.productTypeId;
              return (
                <Button
                  key={p.id ?? 'all'}
                  component={Link}
                  to={routePath(
                    'Catalog',
                    p.id === undefined
                      ? { sysCourseTypeCode: code }
                      : { sysCourseTypeCode: code, productTypeId: p.id },
                  )}
                  variant={current ? 'filled' : 'default'}
                  aria-current={current ? 'page' : undefined}
                  mih={44}
                  style={{ flexShrink: 0 }}
                >
                  {p.title}
                </Button>
              );
            })}
          </Group>
        </nav>
      )}
      <CatalogFilters {...filters} onChange={setFilters} />
      {types.isError && <Text c="red">{t('shop.loadFailed')}</Text>}
      <ProductList
        filters={{
          sysCourseTypeCode: params.sysCourseTypeCode,
          productTypeId: params.productTypeId,
          ...filters,
        }}
      />
    </Stack>
  );
}
