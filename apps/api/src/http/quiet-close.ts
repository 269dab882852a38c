import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const QUIET = Symbol('prepa.quietPrematureClose');

/**
 * A client that goes away mid-response (a browser navigating on) ends the response stream early:
 * "premature close" (end-of-stream / pump, e.g. from @fastify/compress) or ERR_STREAM_PREMATURE_CLOSE.
 * Nothing failed on our side.
 */
export function isPrematureClose(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || /^premature close$/i.test(value.message);
}

/** The logger with a premature close logged at debug instead of error; everything else as is. */
export function quietPrematureClose(log: FastifyBaseLogger): FastifyBaseLogger {
  const quiet = Object.create(log) as FastifyBaseLogger & { [QUIET]?: true };
  const error = log.error.bind(log) as (...args: unknown[]) => void;
  quiet.error = ((first: unknown, ...rest: unknown[]) => {
    const err = isPrematureClose(first)
      ? first
      : typeof first === 'object' && first !== null && 'err' in first
        ? (first as { err: unknown }).err
        : undefined;
    if (err !== undefined && isPrematureClose(err)) {
      log.debug({ err }, 'client closed the connection before the response ended');
      return;
    }
    error(first, ...rest);
  }) as FastifyBaseLogger['error'];
  quiet.child = ((...args: Parameters<FastifyBaseLogger['child']>) =>
    quietPrematureClose(log.child(...args))) as FastifyBaseLogger['child'];
  quiet[QUIET] = true;
  return quiet;
}

export function isQuietLogger(log: FastifyBaseLogger): boolean {
  return (log as { [QUIET]?: true })[QUIET] === true;
}

/** Every request's (and reply's) logger quiets premature closes. */
export function registerQuietPrematureClose(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) =>
    quietPrematureClose(logger.child(bindings, options)),
  );
}
