import { Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SysCourseTypeCode } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useCurrentUser } from '../../auth';
import { ClearCartPrompt, useCartAdder } from '../../cart';
import { formatMoney } from '../../../shared/lib/format';
import { useBundles } from '../api/get-bundles';
import { GuestBuyPrompt } from './guest-buy-prompt';

/** Sets of courses of a system course type, each added to the cart as a whole. */
export function BundleList({ code }: { code: SysCourseTypeCode }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useBundles(code);
  const adder = useCartAdder({ standalone: false });
  const guest = useCurrentUser() === null;
  const [asking, setAsking] = useState(false);
  if (isPending) return <Skeleton h={200} radius="md" aria-busy="true" />;
  if (isError) return <Text c="red">{t('shop.loadFailed')}</Text>;
  if (data.results.length === 0) return <Text>{t('shop.noBundles')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {data.results.map((b) => (
        <Card key={b.hash} withBorder radius="md" component="article" data-testid="bundle-card">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {b.title}
            </Title>
            <List size="sm">
              {b.items.map((i) => (
                <List.Item key={i.documentData.productId}>
                  {i.title} — {formatMoney(i.price)}
                </List.Item>
              ))}
            </List>
            {b.gifts.length > 0 && (
              <Text size="sm">
                {t('cart.gifts')}: {b.gifts.map((g) => g.title).join(', ')}
              </Text>
            )}
            <Group justify="space-between">
              <Text fw={700}>{formatMoney(b.price)}</Text>
              {b.fullPrice > b.price && (
                <Text size="sm" c="teal">
                  {t('shop.bundleSave', { amount: formatMoney(b.fullPrice - b.price) })}
                </Text>
              )}
            </Group>
            <Button
              mih={44}
              onClick={() => (guest ? setAsking(true) : void adder.add({ bundle: b.hash }))}
              data-testid="add-bundle"
            >
              {t('shop.addBundle')}
            </Button>
          </Stack>
        </Card>
      ))}
      <GuestBuyPrompt opened={asking} onClose={() => setAsking(false)} />
      <ClearCartPrompt
        opened={adder.conflict.opened}
        loading={adder.isAdding}
        onConfirm={adder.conflict.confirm}
        onCancel={adder.conflict.cancel}
      />
    </SimpleGrid>
  );
}
