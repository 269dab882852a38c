import type { FeatureFlag } from '@prepa/contracts';
import { useFlagsStore } from './flags-store';

/** Whether a feature flag of spec 1 §6 is on (off while flags are unavailable). */
export function useFlag(flag: FeatureFlag): boolean {
  return useFlagsStore((s) => s.flags[flag] ?? false);
}
