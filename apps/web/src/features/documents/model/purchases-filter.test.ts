import { describe, expect, it } from 'vitest';
import { purchasedQueryOptions, type PurchasedPage } from '../api/get-purchased';
import { changeMonth, changeYear, purchaseYears } from './purchases-filter';

describe('purchases filters', () => {
  it('offers the years 2019 to the current year + 3', () => {
    const years = purchaseYears(new Date('2026-05-01'));
    expect(years[0]).toBe(2019);
    expect(years.at(-1)).toBe(2029);
  });

  it('clears the month with the year, and a month needs a year', () => {
    expect(changeYear({ year: 2025, month: 3 }, undefined)).toEqual({});
    expect(changeYear({ year: 2025, month: 3 }, 2024)).toEqual({ year: 2024, month: 3 });
    expect(changeMonth({}, 5)).toEqual({ year: undefined, month: undefined });
  });

  it('starts paging afresh for every filter and loads 4 more until all are in', () => {
    const a = purchasedQueryOptions({ year: 2025 });
    const b = purchasedQueryOptions({ year: 2025, month: 2 });
    expect(a.queryKey).not.toEqual(b.queryKey);
    const page = (n: number, count: number): PurchasedPage => ({
      count,
      results: Array.from({ length: n }, () => ({}) as never),
    });
    const next = a.getNextPageParam as (last: PurchasedPage, all: PurchasedPage[]) => number | undefined;
    expect(next(page(4, 9), [page(4, 9)])).toBe(4);
    expect(next(page(4, 9), [page(4, 9), page(4, 9)])).toBe(8);
    expect(next(page(1, 9), [page(4, 9), page(4, 9), page(1, 9)])).toBeUndefined();
  });
});
