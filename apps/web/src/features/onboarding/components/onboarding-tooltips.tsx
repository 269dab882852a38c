import { Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ONBOARDING_HINTS, type OnboardingHint } from '@prepa/contracts';
import { useProfile, useSaveOnboardingState, type ProfileWithOnboarding } from '../../profile';
import { hintSelector, nextHint, type OnboardingState } from '../model/next-hint';
import { placeTip, type TipPlacement } from '../model/place-tip';

/** Until the hint is measured: its maximum width and a usual height. */
const TIP_GUESS = { width: 300, height: 120 };

const POLL_MS = 300;
const POLL_TIMES = 30;
const CLOSE_CLEAR_MS = 500;

/** The hint's first anchor that is shown (one hidden by a breakpoint, e.g. on phones, does not count). */
function anchorOf(hint: OnboardingHint): HTMLElement | null {
  const all = document.querySelectorAll<HTMLElement>(hintSelector(hint));
  for (const el of all) {
    // jsdom and older browsers lack checkVisibility: the element counts as shown.
    if (typeof el.checkVisibility !== 'function' || el.checkVisibility()) return el;
  }
  return null;
}

/** Whether the student is typing: focus in a text field, a select or an editable element. */
function typingIn(el: Element | null): boolean {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable)
  );
}

/**
 * The onboarding hints: at most one at a time, in order, beside the control it explains (never over
 * it); done ones are saved. `onOpenChange` tells the start-up queue whether a hint is open.
 */
export function OnboardingTooltips({ onOpenChange }: { onOpenChange?: (open: boolean) => void } = {}) {
  const { t } = useTranslation();
  const profile = useProfile();
  const save = useSaveOnboardingState();
  const [hint, setHint] = useState<OnboardingHint | null>(null);
  const [closing, setClosing] = useState(false);
  const [place, setPlace] = useState<TipPlacement | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const open = Boolean(hint && place);
  // The hint takes the keyboard focus (its "next" button) when it appears, as `autoFocus` would, but not
  // from a field the student is typing in: an Enter meant for the coupon field would land on the hint.
  const focusNext = useCallback((button: HTMLButtonElement | null) => {
    if (button && !typingIn(document.activeElement)) button.focus();
  }, []);
  useEffect(() => {
    onOpenChange?.(open);
  }, [open, onOpenChange]);
  useEffect(() => () => onOpenChange?.(false), [onOpenChange]);
  const { pathname } = useLocation();
  const state: OnboardingState = (profile.data as ProfileWithOnboarding | undefined)?.onboardingState ?? {};
  const stateKey = JSON.stringify(state);

  // Look for the next hint whose anchor is on the page: every 300 ms, up to 30 times, again on
  // every page the student opens.
  useEffect(() => {
    if (!profile.data || hint || closing) return;
    let tries = 0;
    const find = () => {
      const next = nextHint(JSON.parse(stateKey) as OnboardingState, (h) => anchorOf(h) !== null);
      if (next) {
        setHint(next);
        return true;
      }
      return false;
    };
    if (find()) return;
    const timer = window.setInterval(() => {
      tries += 1;
      if (find() || tries >= POLL_TIMES) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [profile.data, hint, closing, stateKey, pathname]);

  useEffect(() => {
    if (!hint) return;
    // The anchor gone (another page): drop the hint so the next one on this page can be found.
    const follow = () => {
      const anchor = anchorOf(hint);
      if (!anchor) {
        setPlace(null);
        setHint(null);
        return;
      }
      const r = anchor.getBoundingClientRect();
      const size = tipRef.current
        ? { width: tipRef.current.offsetWidth, height: tipRef.current.offsetHeight }
        : TIP_GUESS;
      const next = placeTip(
        { top: r.top, left: r.left, width: r.width, height: r.height },
        size.width && size.height ? size : TIP_GUESS,
        { width: window.innerWidth, height: window.innerHeight },
      );
      setPlace((prev) =>
        prev && prev.top === next.top && prev.left === next.left && prev.side === next.side ? prev : next,
      );
    };
    follow();
    const timer = window.setInterval(follow, POLL_MS);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [hint]);

  if (!hint || !place) return null;
  const done = () => {
    setClosing(true);
    // The whole state, every hint present: the contract's record is exhaustive.
    save.mutate(Object.fromEntries(ONBOARDING_HINTS.map((h) => [h, Boolean(state[h]) || h === hint])));
    window.setTimeout(() => {
      setHint(null);
      setClosing(false);
    }, CLOSE_CLEAR_MS);
  };

  return (
    <Portal>
      <Paper
        role="dialog"
        aria-label={t(`student.onboarding.hint_${hint}`)}
        shadow="md"
        p="sm"
        withBorder
        maw={300}
        ref={tipRef}
        data-testid="onboarding-tooltip"
        data-hint={hint}
        data-side={place.side}
        style={{
          position: 'fixed',
          top: place.top,
          left: place.left,
          zIndex: 300,
          opacity: closing ? 0 : 1,
          transition: 'opacity 200ms',
        }}
      >
        <Text size="sm" mb="xs">
          {t(`student.onboarding.hint_${hint}`)}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="sm" variant="subtle" onClick={done} data-testid="onboarding-close">
            {t('student.onboarding.skip')}
          </Button>
          <Button size="sm" onClick={done} data-testid="onboarding-next" ref={focusNext}>
            {t('student.onboarding.next')}
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
