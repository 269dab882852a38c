import { readJson, session } from '../../../shared/lib/storage';

const KEY = 'prepa.idpClient';

/** The client an identity-provider page works for, kept for the tab's session. */
export interface IdpContext {
  clientId: string;
  clientRedirect: string;
}

function isIdpContext(v: unknown): v is IdpContext {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.clientId === 'string' && typeof o.clientRedirect === 'string';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const idpContextStore = {
  /** From the query when given (then remembered), else the remembered one; null when invalid. */
  resolve(query: URLSearchParams): IdpContext | null {
    const clientId = query.get('client_id');
    const clientRedirect = query.get('client_redirect');
    if (clientId || clientRedirect) {
      if (!clientId || !clientRedirect || !isHttpUrl(clientRedirect)) return null;
      const context = { clientId, clientRedirect };
      session.set(KEY, JSON.stringify(context));
      return context;
    }
    return readJson(session.get(KEY), isIdpContext);
  },
  clear: (): void => session.remove(KEY),
};
