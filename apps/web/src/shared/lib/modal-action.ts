import { useEffect } from 'react';
import type { ModalAction } from '@prepa/contracts';

export type { ModalAction };
/** An action a page or an event fires (spec 1 §4 "Global modals"), with the item it is about. */
export interface FiredModalAction {
  action: ModalAction;
  itemId?: number;
}
type Listener = (fired: FiredModalAction) => void;

const listeners = new Set<Listener>();
/** Actions fired before the global modal queue has loaded (its chunk comes after the first page). */
const early: FiredModalAction[] = [];
const EARLY_MAX = 10;

/**
 * A registry the global modal queue subscribes to; actions fired before anyone listens are kept (the
 * last few) and handed to the first listener. Returns the unsubscribe function.
 */
export function onModalAction(listener: Listener): () => void {
  listeners.add(listener);
  for (const fired of early.splice(0)) listener(fired);
  return () => {
    listeners.delete(listener);
  };
}

export function triggerModalAction(action: ModalAction, itemId?: number): void {
  const fired: FiredModalAction = itemId === undefined ? { action } : { action, itemId };
  if (listeners.size === 0) {
    early.push(fired);
    if (early.length > EARLY_MAX) early.shift();
    return;
  }
  for (const listener of listeners) listener(fired);
}

/** A page that shows, announces its modal action once when it mounts (and when its item changes). */
export function useModalAction(action: ModalAction, itemId?: number): void {
  useEffect(() => {
    triggerModalAction(action, itemId);
  }, [action, itemId]);
}
