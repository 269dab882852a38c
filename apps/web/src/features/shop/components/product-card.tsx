import { Anchor, Avatar, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@prepa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { CourseCover } from './course-cover';
import { PriceTag } from './price-tag';

interface Props {
  product: Product;
  onTeacher: (id: number) => void;
  onAdd: (productId: number, packId: number | null) => Promise<unknown>;
}

/** A catalogue card: title, teacher, rate plan, price with its suffix, lesson packs, start, add. */
export function ProductCard({ product, onTeacher, onAdd }: Props) {
  const { t } = useTranslation();
  const [pack, setPack] = useState<number | null>(product.packs[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const selectedPack = product.packs.find((p) => p.id === pack);
  const titleId = `product-${product.id}-title`;

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      data-testid="product-card"
      aria-labelledby={titleId}
      component="article"
    >
      <Card.Section mb="sm">
        <CourseCover src={product.avatar} subject={product.productType.classType?.title ?? null} />
      </Card.Section>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge variant="light">{product.productType.title}</Badge>
          {product.productType.classYear && (
            <Badge variant="outline">{product.productType.classYear.title}</Badge>
          )}
          {product.isOwned && (
            <Badge color="green.9" variant="filled" data-testid="owned-badge">
              {t('shop.owned')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h5" id={titleId}>
          {product.title}
        </Title>
        {product.teacher && (
          <Anchor
            component="button"
            type="button"
            onClick={() => product.teacher && onTeacher(product.teacher.id)}
            mih={44}
            ta="left"
            data-testid="teacher-link"
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar src={product.teacher.avatar} alt="" size="sm" radius="xl" />
              <Text size="sm">{product.teacher.fullName}</Text>
            </Group>
          </Anchor>
        )}
        <Text size="sm" c="dimmed">
          {product.ratePlan.title}
          {product.ratePlan.packageTitle ? ` · ${product.ratePlan.packageTitle}` : ''}
        </Text>
        {product.startDate && (
          <Text size="sm">{t('shop.start', { date: formatDate(product.startDate) })}</Text>
        )}
        {product.packs.length > 0 && (
          <NativeSelect
            label={t('shop.pack')}
            value={pack === null ? '' : String(pack)}
            onChange={(e) => setPack(Number(e.currentTarget.value))}
            data={product.packs.map((p) => ({
              value: String(p.id),
              label: t('shop.packOption', {
                title: p.template.title,
                price: formatMoney(p.price, product.currency),
              }),
            }))}
          />
        )}
        <PriceTag
          amount={selectedPack ? selectedPack.price : product.price}
          currency={product.currency}
          plan={product.ratePlan.sysRatePlanName}
        />
        {/* An owned course is not sold again (the server refuses it too); a monthly one is renewed. */}
        {(!product.isOwned || product.canRenew) && (
          <Button
            mt="auto"
            mih={44}
            loading={adding}
            data-testid="add-to-cart"
            onClick={() => {
              setAdding(true);
              void onAdd(product.id, pack).finally(() => setAdding(false));
            }}
          >
            {product.isOwned ? t('shop.renew') : t('shop.addToCart')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
