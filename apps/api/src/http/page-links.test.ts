import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links.js';

describe('pageLinks', () => {
  it('links the neighbouring pages, keeping the other query parameters', () => {
    expect(pageLinks('/api/v2/x/?to=a%40b.c&limit=5&offset=5', 12, 5, 5)).toEqual({
      next: '/api/v2/x/?to=a%40b.c&limit=5&offset=10',
      previous: '/api/v2/x/?to=a%40b.c&limit=5&offset=0',
    });
  });

  it('has no next on the last page and no previous on the first', () => {
    expect(pageLinks('/api/v2/x/', 3, 10, 0)).toEqual({ next: null, previous: null });
  });

  it('never links before offset 0', () => {
    expect(pageLinks('/api/v2/x/?offset=3', 20, 10, 3).previous).toBe('/api/v2/x/?offset=0&limit=10');
  });
});
