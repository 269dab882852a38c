import { ActionIcon, Badge, Card, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Cart, CartItem } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';
import { notifyError } from '../../../shared/lib/notify';
import type { SubscriptionStatus } from '../api/get-subscription-statuses';
import { useDeleteCartLines } from '../api/delete-cart-item';
import { useDeleteGifts } from '../api/delete-gifts';
import { useUpdateCartItem } from '../api/update-cart-item';
import type { CartRef } from '../model/cart-ref';

interface Props {
  cart: Cart;
  cartRef: CartRef;
  statuses?: SubscriptionStatus[];
  /** Spec 2 §2: hidden when a cart hash exists and the cart is not standalone. */
  showProlongation: boolean;
  editable?: boolean;
}

/** Optional gifts are the cart owner's choice; a shared cart's payer sees them read-only. */
function Gifts({ item, onDrop }: { item: CartItem; onDrop?: (id: number) => void }) {
  const { t } = useTranslation();
  if (item.gifts.length === 0 && item.optionalGifts.length === 0) return null;
  return (
    <Stack gap={4}>
      {item.gifts.length > 0 && (
        <Text size="sm">
          {t('cart.gifts')}: {item.gifts.map((g) => g.title).join(', ')}
        </Text>
      )}
      {item.optionalGifts.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('cart.optionalGifts')}</Text>
          {item.optionalGifts.map((g) => (
            <Checkbox
              key={g.id}
              label={g.title}
              checked={g.selected}
              disabled={!onDrop}
              onChange={() => g.selected && onDrop?.(g.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Items and bundles of a cart, with gifts, prolongation toggles and removal. */
export function CartLines({ cart, cartRef, statuses, showProlongation, editable = true }: Props) {
  const { t } = useTranslation();
  const update = useUpdateCartItem(cartRef);
  const remove = useDeleteCartLines(cartRef);
  const gifts = useDeleteGifts(cartRef);
  const status = (id: number) => statuses?.find((s) => s.productId === id);

  return (
    <Stack gap="sm" data-testid="cart-lines">
      {cart.bundles.map((b) => (
        <Card key={b.id} withBorder radius="md" data-testid="cart-bundle">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Badge variant="light">{t('cart.bundle')}</Badge>
              <Title order={3} size="h5">
                {b.title}
              </Title>
              {b.items.map((i) => (
                <Text key={i.documentData.productId} size="sm">
                  {i.title}
                </Text>
              ))}
              {b.gifts.length > 0 && (
                <Text size="sm">
                  {t('cart.gifts')}: {b.gifts.map((g) => g.title).join(', ')}
                </Text>
              )}
              <Text fw={700}>{formatMoney(b.price, cart.currency)}</Text>
            </Stack>
            {editable && (
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('cart.remove', { title: b.title })}
                onClick={() => remove.mutate([{ kind: 'bundle', bundle: b }])}
              >
                <IconTrash size={20} />
              </ActionIcon>
            )}
          </Group>
        </Card>
      ))}
      {cart.items.map((item) => {
        const s = status(item.product.id);
        return (
          <Card key={item.id} withBorder radius="md" data-testid="cart-item">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {item.product.title}
                </Title>
                {item.product.isOwned && (
                  // Owned: a renewal of the running course, or bought meanwhile (payment refuses it).
                  <Badge
                    color={item.product.canRenew ? 'blue.9' : 'green.9'}
                    variant="filled"
                    data-testid="cart-item-owned"
                  >
                    {item.product.canRenew ? t('shop.renewal') : t('shop.owned')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {item.product.ratePlan.title}
                  {item.pack ? ` · ${item.pack.template.title}` : ''}
                </Text>
                <Text fw={700} data-testid="cart-item-price">
                  {formatMoney(item.price, cart.currency)}
                </Text>
                <Gifts item={item} onDrop={cart.isOwner ? (id) => gifts.mutate([id]) : undefined} />
                {item.alternativeRates.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('cart.alternativeRates')}:{' '}
                    {[...item.alternativeRates]
                      .sort((a, b) => a.order - b.order)
                      .map((r) => `${r.title} (${formatMoney(r.price, cart.currency)})`)
                      .join(', ')}
                  </Text>
                )}
                {showProlongation && (!s || s.canProlong) && (
                  <Switch
                    mt="xs"
                    label={t('cart.prolong')}
                    checked={item.isProlongSubscription || Boolean(s?.isForcedProlong)}
                    disabled={Boolean(s?.isForcedProlong) || update.isPending}
                    data-testid="prolong-toggle"
                    onChange={(e) =>
                      update.mutate(
                        { id: item.id, isProlongSubscription: e.currentTarget.checked },
                        { onError: () => notifyError(t('cart.prolongFailed')) },
                      )
                    }
                  />
                )}
              </Stack>
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t('cart.remove', { title: item.product.title })}
                  onClick={() => remove.mutate([{ kind: 'item', id: item.id }])}
                  data-testid="cart-item-remove"
                >
                  <IconTrash size={20} />
                </ActionIcon>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
