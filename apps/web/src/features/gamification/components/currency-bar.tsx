import { Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentBalance } from '@prepa/contracts';
import { FirstUseTooltip } from '../../../shared/ui/first-use-tooltip';
import { useBalance } from '../api/gamification';
import { formatLimit } from '../model/limits';
import { CurrencyIcon, type IconSize } from './currency-icon';
import '../texts';

const SHOWN = ['exp', 'umcoins', 'medals', 'keys'] as const;

/**
 * The currency bar: exp, umcoins, medals (locked until flags are accepted), keys, with tooltips (loaded on
 * first hover, focus or touch: the bar is on Home's first screen and in the header).
 */
export function CurrencyBarView({ data, size = 'sm' }: { data: StudentBalance; size?: IconSize }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="list"
      aria-label={t('student.currency.bar')}
      data-testid="currency-bar"
    >
      {SHOWN.map((kind) => {
        const locked = kind === 'medals' && data.medalsLocked;
        const limit = formatLimit(data.limits[kind], t);
        const label = locked
          ? `${t(`student.currency.${kind}`)}: ${t('student.currency.medalsLocked')}`
          : `${t(`student.currency.${kind}`)}: ${data.balance[kind]}. ${t(`student.currency.${kind}Hint`)}. ${t('student.currency.limit', { limit })}`;
        return (
          <FirstUseTooltip
            key={kind}
            label={label}
            multiline
            w={240}
            events={{ hover: true, focus: true, touch: true }}
          >
            <UnstyledButton
              role="listitem"
              aria-label={label}
              miw={44}
              mih={44}
              px={4}
              data-testid={`currency-${kind}`}
              data-locked={locked || undefined}
              {...(kind === 'exp' ? { 'data-onboarding': 'howToGetMoreXp' } : {})}
            >
              <Group gap={4} wrap="nowrap">
                {locked ? <IconLock size={18} aria-hidden /> : <CurrencyIcon kind={kind} size={size} />}
                <Text size="sm" fw={600}>
                  {locked ? '—' : data.balance[kind]}
                </Text>
              </Group>
            </UnstyledButton>
          </FirstUseTooltip>
        );
      })}
    </Group>
  );
}

export function CurrencyBar({ size }: { size?: IconSize }) {
  const { data, isPending, isError } = useBalance();
  if (isPending) return <Skeleton h={28} w={180} />;
  if (isError) return null;
  return <CurrencyBarView data={data} size={size} />;
}
