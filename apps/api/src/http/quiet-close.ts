import pino, { type LogFn, type Logger, type LoggerOptions } from 'pino';

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

const ERROR_LEVEL = 50;

function prematureCloseIn(first: unknown): unknown {
  const err =
    typeof first === 'object' && first !== null && !(first instanceof Error) && 'err' in first
      ? (first as { err: unknown }).err
      : first;
  return isPrematureClose(err) ? err : undefined;
}

function quietLogMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const err = level === ERROR_LEVEL ? prematureCloseIn(args[0]) : undefined;
  if (err !== undefined) {
    this.debug({ err }, 'client closed the connection before the response ended');
    return;
  }
  method.apply(this, args);
}

/**
 * pino hooks that log a premature close at debug instead of error; everything else as is. Set once on
 * the root logger, they are inherited by every child (each request's and reply's logger), so no
 * request pays for a wrapper of its own (a per-request wrapper cost 3% of a verify's CPU).
 */
export const quietPrematureCloseHooks: NonNullable<LoggerOptions['hooks']> = { logMethod: quietLogMethod };

export function isQuietLogger(log: unknown): boolean {
  const hooks = (log as { [pino.symbols.hooksSym]?: { logMethod?: unknown } })[pino.symbols.hooksSym];
  return hooks?.logMethod === quietLogMethod;
}
