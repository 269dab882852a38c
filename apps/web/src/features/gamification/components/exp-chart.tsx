import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../api/gamification';
import '../texts';

/** Cumulative exp by day from the history (oldest first). */
export function expSeries(entries: readonly HistoryEntry[]): { day: string; total: number }[] {
  const byDay = new Map<string, number>();
  for (const e of [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (e.currency !== 'exp') continue;
    const day = e.createdAt.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + e.amount);
  }
  let total = 0;
  return [...byDay].map(([day, amount]) => ({ day, total: (total += amount) }));
}

/** A small SVG line chart of exp over time. */
export function ExpChart({ entries }: { entries: readonly HistoryEntry[] }) {
  const { t } = useTranslation();
  const series = expSeries(entries);
  if (series.length === 0) return <Text c="dimmed">{t('student.loyalty.empty')}</Text>;
  const w = 320;
  const h = 120;
  const max = Math.max(1, ...series.map((p) => p.total));
  const x = (i: number) => (series.length === 1 ? w / 2 : (i / (series.length - 1)) * (w - 20) + 10);
  const y = (v: number) => h - 10 - (v / max) * (h - 20);
  const points = series.map((p, i) => `${x(i)},${y(p.total)}`).join(' ');
  const last = series[series.length - 1];
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width="100%"
      role="img"
      aria-label={`${t('student.loyalty.chart')}: ${last?.day ?? ''} — ${last?.total ?? 0}`}
      data-testid="exp-chart"
    >
      <polyline points={points} fill="none" stroke="var(--mantine-color-indigo-6)" strokeWidth={2} />
      {series.map((p, i) => (
        <circle key={p.day} cx={x(i)} cy={y(p.total)} r={3} fill="var(--mantine-color-indigo-6)" />
      ))}
    </svg>
  );
}
