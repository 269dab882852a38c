import { create } from 'zustand';
import { registerStoreReset } from '../../../shared/lib/store-registry';
import { onModalAction, type FiredModalAction } from '../../../shared/lib/modal-action';

interface QueueState {
  /** Actions waiting their turn, in the order they were fired (the same action and item once). */
  queue: FiredModalAction[];
  /** The action whose modals are on screen (or loading). */
  current: FiredModalAction | null;
  fire: (fired: FiredModalAction) => void;
  /** Moves the next queued action on screen, when none is. */
  advance: () => void;
  /** The current action's modals are done. */
  finish: () => void;
}

export const sameAction = (a: FiredModalAction, b: FiredModalAction) =>
  a.action === b.action && a.itemId === b.itemId;

/** A fresh start (a page load or a new sign-in) fires OPEN (spec 1 §4: "the OPEN modal action is shown on startup"). */
const initial = () => ({ queue: [{ action: 'OPEN' }] as FiredModalAction[], current: null });

/** The queue of fired actions: one action's modals at a time, the others wait (spec 1 §4 "Global modals"). */
export const useModalQueue = create<QueueState>()((set, get) => ({
  ...initial(),
  fire: (fired) => {
    const { queue, current } = get();
    if ((current && sameAction(current, fired)) || queue.some((q) => sameAction(q, fired))) return;
    set({ queue: [...queue, fired] });
  },
  advance: () => {
    const { queue, current } = get();
    if (current || queue.length === 0) return;
    set({ current: queue[0] ?? null, queue: queue.slice(1) });
  },
  finish: () => set({ current: null }),
}));

registerStoreReset(() => useModalQueue.setState(initial()));

// Pages fire actions through the shared registry (shop pages fire SHOP); actions fired before this
// module loaded were kept by the registry and arrive now.
onModalAction((fired) => useModalQueue.getState().fire(fired));
