const resets = new Set<() => void>();

/** Every client store registers its reset here so that logout can wipe them all. */
export function registerStoreReset(reset: () => void): void {
  resets.add(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
