import type { globalModalsRu } from './global-modals-ru';

type Texts<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Texts<T[K]>;
};

export const globalModalsEn: Texts<typeof globalModalsRu> = {
  further: 'Further',
  itsClear: 'It’s clear',
  go: 'Go',
  previous: 'Previous',
  next: 'Next',
  counter: '{{n}} of {{total}}',
  sequence: 'Message {{n}} of {{total}}',
  newTab: '(opens in a new tab)',
  poll: {
    send: 'Send',
    thanks: 'Thanks for the answer!',
    yourAnswer: 'Your answer',
    scaleLabel: 'A score from 0 to 10',
    scaleLow: 'Not at all',
    scaleHigh: 'Definitely',
    disliked: 'What did you especially not like?',
    improve: 'What can we improve?',
    liked: 'What did you especially like?',
    comment: 'Comment (optional)',
    corner: 'Poll',
  },
  feedback: {
    title: 'How was the lesson?',
    score: 'Score',
    scores: ['Very bad', 'Bad', 'OK', 'Good', 'Excellent'],
    reasonsLabel: 'What made your score?',
    reasons: {
      content: 'Content',
      teacher: 'Teacher',
      video: 'Video quality',
      difficulty: 'Difficulty',
      interface: 'The site',
      other: 'Other',
    },
    comment: 'Comment',
    commentHint: 'At most {{max}} characters',
    send: 'Send',
    failed: 'Failed to send the answer',
    thanks: 'Thanks for the answer!',
    thanksText: 'Your feedback helps us make the lessons better.',
  },
};
