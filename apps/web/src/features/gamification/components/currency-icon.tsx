import { IconCoin, IconFlame, IconKey, IconMedal, IconStar, IconGift } from '@tabler/icons-react';
import { CURRENCY_ICON_SIZES, type CurrencyKind } from '@prepa/contracts';

export type IconSize = keyof typeof CURRENCY_ICON_SIZES;

const ICONS = {
  exp: IconStar,
  umcoins: IconCoin,
  medals: IconMedal,
  keys: IconKey,
  bonuses: IconGift,
  strike: IconFlame,
} as const;

/** A currency's icon in the sizes of spec 1 §9 (xs 18, sm 20, md 24, lg 28). */
export function CurrencyIcon({ kind, size = 'sm' }: { kind: CurrencyKind; size?: IconSize }) {
  const Icon = ICONS[kind];
  return <Icon size={CURRENCY_ICON_SIZES[size]} aria-hidden data-size={CURRENCY_ICON_SIZES[size]} />;
}
