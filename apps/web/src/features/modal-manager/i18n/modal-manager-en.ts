/** Texts of the managers' screen of global modals and polls (spec 1 §8), under `globalModals.staff`. */
import type { modalManagerRu } from './modal-manager-ru';

type Texts<T> = {
  [K in keyof T]: T[K] extends string ? string : Texts<T[K]>;
};

export const modalManagerEn: Texts<typeof modalManagerRu> = {
  staff: {
    title: 'Modals and polls',
    intro:
      'Students see a modal when they reach its place on the site (the action). Each student sees each modal once.',
    create: 'New modal',
    empty: 'No modals yet.',
    loadFailed: 'Could not load the modals',
    action: 'Action',
    showStyle: 'Style',
    styles: { FULL: 'Full screen', CORNER: 'Corner' },
    titleField: 'Title',
    showTitle: 'Show the title',
    text: 'Text',
    image: 'Image address',
    video: 'Video address',
    redirectUrl: 'Button link',
    buttonText: 'Button text',
    canSkip: 'Can be closed',
    platform: 'Platform',
    allPlatforms: 'All platforms',
    order: 'Order',
    pollType: 'Poll',
    noPoll: 'No poll',
    pollTypes: {
      TEXT_POLL: 'Text answer',
      RADIO_POLL: 'One choice',
      CHECKBOX_POLL: 'Several choices',
      DESCRIPTION_POLL: 'Choices with descriptions',
      SCALE_POLL: 'Scale 0–10',
    },
    question: 'Question',
    variants: 'Answers, one per line',
    save: 'Create',
    saved: 'Modal created',
    cancel: 'Cancel',
    active: 'Shown',
    inactive: 'Off',
    deactivate: 'Turn off',
    activate: 'Turn on',
    views: 'Views: {{n}}',
    answers: 'Answers: {{n}}',
    failed: 'Could not save',
    actions: {
      OPEN: 'Opening the site',
      PAYMENT: 'Payment',
      LESSON_DONE: 'Lesson done',
      HOMEWORK_DONE: 'Homework checked',
      PROMOCODE: 'Promo code',
      SHOP: 'Shop',
      MAIN: 'Home',
      TIMETABLE: 'Timetable',
      HOMEWORK: 'Homework',
      ACHIEVEMENT: 'Achievements',
      MY_PRODUCT: 'My course',
      LESSON: 'Lesson',
      LANGUAGE: 'Language',
    },
  },
};
