import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth';
import { ClearCartPrompt, useCartAdder } from '../../cart';
import { useProducts, type ProductFilters } from '../api/get-products';
import { GuestBuyPrompt } from './guest-buy-prompt';
import { ProductCard } from './product-card';
import { TeacherModal } from './teacher-modal';

const PAGE = 12;

/** Product cards of the filters, "show more" below, the teacher modal and the clear-cart prompt. */
export function ProductList({ filters }: { filters: Omit<ProductFilters, 'limit' | 'offset'> }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(PAGE);
  const [teacher, setTeacher] = useState<number | null>(null);
  const { data, isPending, isError } = useProducts({ ...filters, limit, offset: 0 });
  const adder = useCartAdder({ standalone: false });
  const guest = useCurrentUser() === null;
  const [asking, setAsking] = useState(false);

  if (isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={280} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (isError) return <Text c="red">{t('shop.loadFailed')}</Text>;
  if (data.results.length === 0) return <Text data-testid="catalog-empty">{t('shop.empty')}</Text>;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="product-list">
        {data.results.map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            onTeacher={setTeacher}
            onAdd={(product, pack) => {
              // A guest reads the catalogue; buying asks them to register or sign in first.
              if (guest) return Promise.resolve(setAsking(true));
              return adder.add({ item: { product, pack } });
            }}
          />
        ))}
      </SimpleGrid>
      {data.count > data.results.length && (
        <Button
          variant="default"
          mih={44}
          onClick={() => setLimit((l) => l + PAGE)}
          style={{ alignSelf: 'center' }}
        >
          {t('shop.more')}
        </Button>
      )}
      <TeacherModal teacherId={teacher} onClose={() => setTeacher(null)} />
      <GuestBuyPrompt opened={asking} onClose={() => setAsking(false)} />
      <ClearCartPrompt
        opened={adder.conflict.opened}
        loading={adder.isAdding}
        onConfirm={adder.conflict.confirm}
        onCancel={adder.conflict.cancel}
      />
    </Stack>
  );
}
