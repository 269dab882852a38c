import { Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ONBOARDING_HINTS, type OnboardingHint } from '@prepa/contracts';
import { useProfile, useSaveOnboardingState, type ProfileWithOnboarding } from '../../profile';
import { hintSelector, nextHint, type OnboardingState } from '../model/next-hint';

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

/** The onboarding hints one at a time, in order, next to their anchors; done ones are saved. */
export function OnboardingTooltips() {
  const { t } = useTranslation();
  const profile = useProfile();
  const save = useSaveOnboardingState();
  const [hint, setHint] = useState<OnboardingHint | null>(null);
  const [closing, setClosing] = useState(false);
  const [rect, setRect] = useState<DOMRect | null>(null);
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
    const place = () => {
      const anchor = anchorOf(hint);
      setRect(anchor?.getBoundingClientRect() ?? null);
      if (!anchor) setHint(null);
    };
    place();
    const timer = window.setInterval(place, POLL_MS);
    return () => window.clearInterval(timer);
  }, [hint]);

  if (!hint || !rect) return null;
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
        data-testid="onboarding-tooltip"
        data-hint={hint}
        style={{
          position: 'absolute',
          top: rect.bottom + window.scrollY + 8,
          left: Math.max(8, Math.min(rect.left + window.scrollX, window.innerWidth - 308)),
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
          <Button size="sm" onClick={done} data-testid="onboarding-next" autoFocus>
            {t('student.onboarding.next')}
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
