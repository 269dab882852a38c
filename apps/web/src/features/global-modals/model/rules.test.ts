import { describe, expect, it } from 'vitest';
import type { Poll, StudentModal } from '@prepa/contracts';
import { canSendPoll, isCompact, scaleFollowUp, scaleScore } from './poll-rules';
import { useModalQueue } from './queue-store';
import { cornerModals, fullModals, primaryButton } from './sequence';

const modal = (over: Partial<StudentModal> = {}): StudentModal => ({
  id: 1,
  action: 'SHOP',
  showStyle: 'FULL',
  title: 'T',
  showTitle: true,
  textContent: '',
  image: null,
  video: null,
  redirectUrl: null,
  buttonText: null,
  canSkip: true,
  isActive: true,
  itemId: null,
  polls: [],
  ...over,
});
const poll = (type: Poll['type'], n = 2): Poll => ({
  id: 5,
  type,
  question: 'Q',
  variants: Array.from({ length: n }, (_, i) => ({ id: 100 + i, text: String(i), description: '' })),
});

describe('the sequence’s main button (spec 1 §4)', () => {
  it('is "further" before the last and buttonText or "it’s clear" on the last', () => {
    expect(primaryButton(modal(), 0, 2)).toEqual({ kind: 'next', label: null });
    expect(primaryButton(modal(), 1, 2)).toEqual({ kind: 'done', label: null });
    expect(primaryButton(modal({ buttonText: 'Ура' }), 1, 2)).toEqual({ kind: 'done', label: 'Ура' });
  });
  it('is a new-tab link for a redirect, labelled buttonText or "go", wherever it stands', () => {
    expect(primaryButton(modal({ redirectUrl: 'https://x.test' }), 0, 2)).toEqual({
      kind: 'link',
      href: 'https://x.test',
      label: null,
    });
    expect(primaryButton(modal({ redirectUrl: 'https://x.test', buttonText: 'В магазин' }), 1, 2).label).toBe(
      'В магазин',
    );
  });
});

describe('corner polls', () => {
  it('come apart from the full modals, those that may be skipped last', () => {
    const list = [
      modal({ id: 1, showStyle: 'CORNER', canSkip: true }),
      modal({ id: 2 }),
      modal({ id: 3, showStyle: 'CORNER', canSkip: false }),
      modal({ id: 4, showStyle: 'CORNER', canSkip: true }),
    ];
    expect(fullModals(list).map((m) => m.id)).toEqual([2]);
    expect(cornerModals(list).map((m) => m.id)).toEqual([3, 1, 4]);
  });
});

describe('poll send rules (spec 1 §4)', () => {
  it('text polls need text', () => {
    expect(canSendPoll(poll('TEXT_POLL', 0), { pollAnswers: [], textFeedback: '  ' })).toBe(false);
    expect(canSendPoll(poll('TEXT_POLL', 0), { pollAnswers: [], textFeedback: 'да' })).toBe(true);
  });
  it('checkbox and description polls need at least one answer', () => {
    for (const type of ['CHECKBOX_POLL', 'DESCRIPTION_POLL'] as const) {
      expect(canSendPoll(poll(type), { pollAnswers: [], textFeedback: 'текст' })).toBe(false);
      expect(canSendPoll(poll(type), { pollAnswers: [100, 101], textFeedback: '' })).toBe(true);
    }
  });
  it('radio and scale polls need one choice', () => {
    for (const type of ['RADIO_POLL', 'SCALE_POLL'] as const) {
      expect(canSendPoll(poll(type), { pollAnswers: [], textFeedback: '' })).toBe(false);
      expect(canSendPoll(poll(type), { pollAnswers: [101], textFeedback: '' })).toBe(true);
    }
  });
  it('a scale score asks what was disliked up to 6, what to improve at 7–9, what was liked above 9', () => {
    const scale = poll('SCALE_POLL', 11);
    const at = (score: number) =>
      scaleFollowUp(scaleScore(scale, { pollAnswers: [100 + score], textFeedback: '' }));
    expect([0, 6, 7, 9, 10].map(at)).toEqual(['disliked', 'disliked', 'improve', 'improve', 'liked']);
    expect(scaleFollowUp(scaleScore(scale, { pollAnswers: [], textFeedback: '' }))).toBeNull();
  });
  it('tiles turn compact below 354 px, or 450 px in a corner', () => {
    expect([isCompact(353, false), isCompact(354, false)]).toEqual([true, false]);
    expect([isCompact(449, true), isCompact(450, true)]).toEqual([true, false]);
  });
});

describe('the action queue', () => {
  it('starts with OPEN, takes one action at a time and never queues the same action and item twice', () => {
    const q = useModalQueue.getState();
    q.fire({ action: 'SHOP' });
    q.fire({ action: 'SHOP' });
    q.fire({ action: 'LESSON', itemId: 3 });
    q.fire({ action: 'LESSON', itemId: 4 });
    expect(useModalQueue.getState().queue.map((f) => `${f.action}${f.itemId ?? ''}`)).toEqual([
      'OPEN',
      'SHOP',
      'LESSON3',
      'LESSON4',
    ]);
    useModalQueue.getState().advance();
    useModalQueue.getState().fire({ action: 'OPEN' });
    expect(useModalQueue.getState().current).toEqual({ action: 'OPEN' });
    expect(useModalQueue.getState().queue).toHaveLength(3);
    useModalQueue.getState().advance();
    expect(useModalQueue.getState().current).toEqual({ action: 'OPEN' });
    useModalQueue.getState().finish();
    useModalQueue.getState().advance();
    expect(useModalQueue.getState().current).toEqual({ action: 'SHOP' });
  });
});
