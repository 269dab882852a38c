import { STARTUP_MODAL_ORDER, type StartupModal, type SystemModals } from '@prepa/contracts';

/** The step shown only after STARTUP_DEFERRED_IDLE_MS of idle time. */
export const DEFERRED_MODALS: readonly StartupModal[] = ['referralIntroduction'];

/**
 * The start-up modal queue (spec 1 §4): the needed modals in their fixed order; nothing on routes
 * that ignore onboarding; a forced personal-data modal (no agreement yet) stops every later one.
 */
export function startupModalQueue(
  system: SystemModals | undefined,
  { ignored, dismissed = [] }: { ignored: boolean; dismissed?: readonly StartupModal[] },
): StartupModal[] {
  if (!system || ignored) return [];
  const needed = STARTUP_MODAL_ORDER.filter((m) => system.needModals.includes(m) && !dismissed.includes(m));
  if (needed[0] === 'personalData' && !system.isPersonalDataAgreement) return ['personalData'];
  return needed;
}
