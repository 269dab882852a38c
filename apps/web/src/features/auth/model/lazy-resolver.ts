import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose schema (and zod) arrive in their own chunk: the login page renders without
 * them, and the chunk is fetched as soon as the form mounts, before the first validation.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let pending: Promise<Resolver<T>> | null = null;
  const resolver: Resolver<T> = async (values, context, options) => {
    pending ??= load();
    return (await pending)(values, context, options);
  };
  return resolver;
}
