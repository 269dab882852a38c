import type { shopGuestRu } from './i18n-guest-ru';
import type { Texts } from '../../shared/i18n';

export const shopGuestEn: Texts<typeof shopGuestRu> = {
  shopGuest: {
    buyTitle: 'Sign in to buy a course',
    buyText:
      'Courses are bought in the student’s account. Register or sign in, and you will come back to this page.',
    register: 'Register',
    login: 'I have an account — sign in',
    toCourse: 'Details',
    readOnly: 'You are browsing the catalogue as a guest. To buy a course, sign in or register.',
  },
  shopImages: {
    subjectCover: 'Course cover: {{subject}}',
    generalCover: 'Course cover',
    courseType: 'Illustration: {{title}}',
    teacherAvatar: 'Placeholder portrait of teacher {{name}}',
  },
};
