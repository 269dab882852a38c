import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FeatureFlag } from '@prepa/contracts';
import { ClientError } from './errors.js';

/** A feature switched off for the request's platform answers 403 `feature_disabled`. */
export class FeatureDisabled extends ClientError {
  constructor() {
    super(403, 'feature_disabled');
  }
}

/**
 * A preHandler that refuses a route while `flag` is off for the request's platform (for a signed-in
 * user, the account's: add it after the user guard). Reads the flag rows as the SPA's snapshot does.
 */
export function requireFlag(flag: FeatureFlag): preHandlerAsyncHookHandler {
  return async function flagGuard(request: FastifyRequest) {
    if (!(await request.server.prepa.flags.isOn(request.platform, flag))) throw new FeatureDisabled();
  };
}
