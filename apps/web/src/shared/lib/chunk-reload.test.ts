import { describe, expect, it } from 'vitest';
import { isChunkLoadError, retryUrl } from './chunk-reload';

describe('chunk-load failure', () => {
  it('reloads once with a retry marker, and not again when the marker is there', () => {
    const first = retryUrl('https://prepa.example/home?tab=1');
    expect(first).toBe('https://prepa.example/home?tab=1&chunk-retry=1');
    expect(retryUrl(first ?? '')).toBeNull();
  });

  it('recognises the browsers’ chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
