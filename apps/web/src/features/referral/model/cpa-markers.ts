import { CPA_MARKER_KEYS, type CpaMarkers } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';
import { local } from '../../../shared/lib/storage';
import { postCpaMarkers } from '../api/cpa-markers';

/** The last set of markers sent from this browser, as JSON: an unchanged set is not sent again. */
export const CPA_SENT_KEY = 'prepa.cpaMarkers';

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The attribution parameters of an address, or null without utm_source (nothing to attribute). */
export function markersFrom(search: string): CpaMarkers | null {
  const query = new URLSearchParams(search);
  const source = query.get('utm_source')?.trim();
  if (!source) return null;
  const out: Record<string, string> = {};
  for (const key of CPA_MARKER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) out[camel(key)] = value;
  }
  return { ...out, utmSource: source };
}

/**
 * Sends the address's markers once per distinct set (spec 1 §5): only when utm_source is there and
 * the set differs from the last one sent. A set the server refused as invalid is not retried either;
 * a failure of the network or the server is retried at the next start.
 */
export async function sendCpaMarkersOnce(
  search: string = window.location.search,
  send: (m: CpaMarkers) => Promise<unknown> = postCpaMarkers,
): Promise<boolean> {
  const markers = markersFrom(search);
  if (!markers) return false;
  const signature = JSON.stringify(Object.entries(markers).sort(([a], [b]) => a.localeCompare(b)));
  if (local.get(CPA_SENT_KEY) === signature) return false;
  try {
    await send(markers);
  } catch (error) {
    if (!(isApiError(error) && error.status === 400)) return false;
  }
  local.set(CPA_SENT_KEY, signature);
  return true;
}
