import type { StudentModal } from '@prepa/contracts';

/** The FULL modals of an action, in the server's order. */
export function fullModals(modals: readonly StudentModal[]): StudentModal[] {
  return modals.filter((m) => m.showStyle === 'FULL');
}

/** Corner poll modals: those the student may skip come last (spec 1 §4). */
export function cornerModals(modals: readonly StudentModal[]): StudentModal[] {
  const corner = modals.filter((m) => m.showStyle === 'CORNER');
  return [...corner.filter((m) => !m.canSkip), ...corner.filter((m) => m.canSkip)];
}

export type PrimaryButton =
  | { kind: 'link'; href: string; label: string | null }
  | { kind: 'next'; label: null }
  | { kind: 'done'; label: string | null };

/**
 * The main button of a modal in its sequence (spec 1 §4): a redirect opens a new tab (buttonText or
 * "go"); otherwise "further" before the last, and buttonText or "it's clear" on the last. A null label
 * means the default text.
 */
export function primaryButton(modal: StudentModal, index: number, total: number): PrimaryButton {
  if (modal.redirectUrl) return { kind: 'link', href: modal.redirectUrl, label: modal.buttonText || null };
  if (index < total - 1) return { kind: 'next', label: null };
  return { kind: 'done', label: modal.buttonText || null };
}
