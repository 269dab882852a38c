import { api } from '../../../shared/api';

/** Issues a token for a registered client; the browser is then sent to `redirectUrl` (?token=…). */
export function authorizeOauthClient(payload: {
  clientId: string;
  clientRedirect: string;
}): Promise<{ token: string; redirectUrl: string }> {
  return api.post('/v2/auth/o/authorize/', payload);
}
