import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_RETRY_PARAM = 'chunk-retry';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError|Loading chunk/i.test(
    `${error.name} ${error.message}`,
  );
}

/** The address to reload with the retry marker, or null when the marker is already there. */
export function retryUrl(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.has(CHUNK_RETRY_PARAM)) return null;
  url.searchParams.set(CHUNK_RETRY_PARAM, '1');
  return url.toString();
}

/** A lazy import that, when a chunk fails to load (a new deployment), reloads the page once. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const next = isChunkLoadError(error) ? retryUrl(window.location.href) : null;
      if (!next) throw error;
      window.location.replace(next);
      return new Promise<T>(() => undefined);
    });
}

/** After a successful start the marker has done its job; drop it from the address. */
export function clearRetryMarker(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CHUNK_RETRY_PARAM)) return;
  url.searchParams.delete(CHUNK_RETRY_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * React.lazy of one export of a module (`pick`), through `withChunkReload`: the one way the app
 * loads a component lazily, so every such chunk that is gone after a deployment reloads the page once.
 */
export function lazyExport<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(withChunkReload(() => load().then((m) => ({ default: pick(m) }))));
}
