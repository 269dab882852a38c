import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api';
import { CPA_SENT_KEY, markersFrom, sendCpaMarkersOnce } from './cpa-markers';

beforeEach(() => localStorage.clear());

describe('cpa markers', () => {
  it('reads utm and partner parameters, nothing without utm_source', () => {
    expect(markersFrom('?utm_medium=cpc')).toBeNull();
    expect(markersFrom('?utm_source=vk&utm_campaign=spring&admitad_uid=42&other=x')).toEqual({
      utmSource: 'vk',
      utmCampaign: 'spring',
      admitadUid: '42',
    });
  });

  it('sends a set once and again only when it changes', async () => {
    const send = vi.fn(() => Promise.resolve({ saved: true }));
    expect(await sendCpaMarkersOnce('?utm_source=vk&utm_medium=cpc', send)).toBe(true);
    expect(await sendCpaMarkersOnce('?utm_medium=cpc&utm_source=vk', send)).toBe(false);
    expect(await sendCpaMarkersOnce('?page=2', send)).toBe(false);
    expect(await sendCpaMarkersOnce('?utm_source=tg', send)).toBe(true);
    expect(send.mock.calls).toEqual([[{ utmSource: 'vk', utmMedium: 'cpc' }], [{ utmSource: 'tg' }]]);
    expect(localStorage.getItem(CPA_SENT_KEY)).toContain('tg');
  });

  it('retries after a failure of the network, not after a refusal', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendCpaMarkersOnce('?utm_source=vk', offline)).toBe(false);
    const refused = vi.fn(() =>
      Promise.reject(new ApiError(400, 'validation_error', [{ code: 'invalid', detail: 'x', attr: 'x' }])),
    );
    expect(await sendCpaMarkersOnce('?utm_source=vk', refused)).toBe(true);
    expect(await sendCpaMarkersOnce('?utm_source=vk', refused)).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
