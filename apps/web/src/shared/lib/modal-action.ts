import { useEffect } from 'react';

/** Modal actions pages announce (spec 1 global modals): SHOP for the shop pages. */
export type ModalAction = 'SHOP';
type Listener = (action: ModalAction) => void;

const listeners = new Set<Listener>();

/**
 * A registry the global modal queue (spec 1) subscribes to when it lands; until then an action
 * reaches no one. Returns the unsubscribe function.
 */
export function onModalAction(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function triggerModalAction(action: ModalAction): void {
  for (const listener of listeners) listener(action);
}

/** A page that shows, announces its modal action once when it mounts. */
export function useModalAction(action: ModalAction): void {
  useEffect(() => {
    triggerModalAction(action);
  }, [action]);
}
