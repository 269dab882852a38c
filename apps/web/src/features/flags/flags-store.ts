import { create } from 'zustand';
import type { FeatureFlag } from '@prepa/contracts';

interface FlagsState {
  flags: Partial<Record<FeatureFlag, boolean>>;
  /** Definitions arrived (or the 1 s load timeout passed). */
  loaded: boolean;
}

/** Flag values as the GrowthBook SDK evaluated them; every flag is off until they arrive. */
export const useFlagsStore = create<FlagsState>()(() => ({ flags: {}, loaded: false }));
