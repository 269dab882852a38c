import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TContext, TOutput> {
  /** Hand to `useForm({ resolver })`. */
  resolver: Resolver<TInput, TContext, TOutput>;
  /** Starts the import now (`useLazyResolver` calls it when the form mounts), so the first check does not wait for it. */
  preload: () => void;
}

/**
 * A form resolver whose module loads on first use: `load` imports the module holding the real
 * resolver (a `zodResolver` with its schema), so zod and the schema are not among the page's chunks
 * (route budget, docs/performance.md). The import is made once and shared by every form using it; a
 * failed import is retried on the next check. `zodResolver` answers asynchronously already, so
 * react-hook-form sees no difference. Create it at module level with a `@__PURE__` annotation (nothing runs on import).
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TContext, TOutput> {
  let loaded: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

/** The resolver to hand to `useForm`, its import started when the form mounts. */
export function useLazyResolver<TInput extends FieldValues, TContext, TOutput>(
  lazy: LazyResolver<TInput, TContext, TOutput>,
): Resolver<TInput, TContext, TOutput> {
  useEffect(() => lazy.preload(), [lazy]);
  return lazy.resolver;
}
