import { STARTUP_MODAL_ORDER, type StartupModal, type SystemModals } from '@prepa/contracts';

/** The steps shown only after STARTUP_DEFERRED_IDLE_MS of idle time (spec 1 §4 "deferred start-up step"). */
export const DEFERRED_MODALS: readonly StartupModal[] = ['referralIntroduction'];

/**
 * Whether a modal's condition still holds by the server's latest answer: listed by the server (it stops
 * listing a modal once it is seen or done), and for the phone modal an unconfirmed phone, whatever a
 * stale list says.
 */
export function conditionHolds(modal: StartupModal, system: SystemModals): boolean {
  if (!system.needModals.includes(modal)) return false;
  if (modal === 'phone') return !system.isPhoneConfirmed;
  return true;
}

/**
 * The start-up modal queue (spec 1 §4): the modals whose condition holds, in their fixed order; nothing
 * on routes that ignore onboarding (auth, goals, payment, profile, callbacks); a forced personal-data
 * modal (no agreement yet) stops every later one; a modal dismissed in this session waits for the next.
 */
export function startupModalQueue(
  system: SystemModals | undefined,
  { ignored, dismissed = [] }: { ignored: boolean; dismissed?: readonly StartupModal[] },
): StartupModal[] {
  if (!system || ignored) return [];
  const needed = STARTUP_MODAL_ORDER.filter((m) => conditionHolds(m, system) && !dismissed.includes(m));
  if (needed[0] === 'personalData' && !system.isPersonalDataAgreement) return ['personalData'];
  return needed;
}

export interface StartupStep {
  /** The one modal to show now, or null. */
  modal: StartupModal | null;
  /** A modal is still queued (shown now or deferred): onboarding hints must wait. */
  pending: boolean;
}

/**
 * What the start-up queue shows now: one modal at a time. A deferred step waits until the student has
 * been idle for 10 s and no onboarding hint is open, so it never interrupts or stacks on anything.
 */
export function nextStartupStep(
  system: SystemModals | undefined,
  opts: { ignored: boolean; dismissed?: readonly StartupModal[]; idle: boolean; hintOpen?: boolean },
): StartupStep {
  const first = startupModalQueue(system, opts)[0];
  if (!first) return { modal: null, pending: false };
  if (DEFERRED_MODALS.includes(first) && (!opts.idle || opts.hintOpen)) return { modal: null, pending: true };
  return { modal: first, pending: true };
}
