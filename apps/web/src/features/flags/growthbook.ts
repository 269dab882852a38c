import { FEATURE_FLAGS, FLAGS_LOAD_TIMEOUT_MS, type FeatureFlag } from '@prepa/contracts';
import type { GrowthBook } from '@growthbook/growthbook-react';
import { embeddedJson } from '../../shared/lib/embedded-json';
import { FLAGS_CLIENT_KEY, PLATFORM } from '../../shared/config/platform';
import { useFlagsStore } from './flags-store';

let instance: GrowthBook | null = null;
let pendingUser: { id: number; role: string } | null = null;

function attributes(user: { id: number; role: string } | null) {
  return { platform: PLATFORM, ...(user ? { id: String(user.id), role: user.role } : {}) };
}

function publish(growthbook: GrowthBook): void {
  const flags: Partial<Record<FeatureFlag, boolean>> = {};
  for (const flag of FEATURE_FLAGS) flags[flag] = growthbook.isOn(flag);
  useFlagsStore.setState({ flags, loaded: true });
}

type Payload = { features: Record<string, { defaultValue: boolean; rules?: object[] }> };

/**
 * Flag values read straight from a payload whose features carry no targeting rules (what our server
 * sends): GrowthBook would answer each flag's default value whatever the user, so the SDK is not
 * needed. Null when some feature has rules (then only the SDK can evaluate them).
 */
export function plainFlags(payload: Payload): Partial<Record<FeatureFlag, boolean>> | null {
  if (Object.values(payload.features).some((f) => f.rules?.length)) return null;
  const flags: Partial<Record<FeatureFlag, boolean>> = {};
  for (const flag of FEATURE_FLAGS) flags[flag] = payload.features[flag]?.defaultValue === true;
  return flags;
}

/** The flag snapshot the server embeds in index.html for this client key, if any. */
export function embeddedPayload(clientKey: string, doc: Document = document): Payload | null {
  const all = embeddedJson('prepa-flags', doc);
  if (typeof all !== 'object' || all === null) return null;
  const payload = (all as Record<string, Payload | undefined>)[clientKey];
  return payload && typeof payload.features === 'object' && payload.features !== null ? payload : null;
}

/**
 * Flag values from the snapshot the server embedded in index.html; only when it carries targeting
 * rules is the GrowthBook SDK loaded (its own chunk, in parallel with start-up); without a snapshot
 * (the dev server),
 * from `/api/features/<clientKey>`, giving up after 1 s: every flag then stays off.
 */
export async function loadFlags(): Promise<void> {
  const embedded = embeddedPayload(FLAGS_CLIENT_KEY[PLATFORM]);
  const plain = embedded && plainFlags(embedded);
  if (plain) {
    // No rules to evaluate: the login page and every other page skip the SDK's chunk (decision 003).
    useFlagsStore.setState({ flags: plain, loaded: true });
    return;
  }
  try {
    const { GrowthBook } = await import('@growthbook/growthbook-react');
    const growthbook = new GrowthBook({
      // The SDK requests `${apiHost}/api/features/<clientKey>`; our server answers at that path.
      apiHost: window.location.origin,
      clientKey: FLAGS_CLIENT_KEY[PLATFORM],
      attributes: attributes(pendingUser),
    });
    instance = growthbook;
    growthbook.setRenderer(() => publish(growthbook));
    if (embedded) growthbook.initSync({ payload: embedded });
    else await growthbook.init({ timeout: FLAGS_LOAD_TIMEOUT_MS });
    publish(growthbook);
  } catch {
    useFlagsStore.setState({ loaded: true });
  }
}

/** Targeting by user: flags are re-evaluated when the user changes. */
export function setFlagUser(user: { id: number; role: string } | null): void {
  pendingUser = user;
  const growthbook = instance;
  if (growthbook) void growthbook.setAttributes(attributes(user)).then(() => publish(growthbook));
}
