import type { staffRu } from './i18n-ru';

type Texts<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Texts<T[K]>;
};

export const staffEn: Texts<typeof staffRu> = {
  staff: {
    roles: {
      manager: 'Manager',
      curator: 'Curator',
      teacher: 'Teacher',
      tutor: 'Tutor',
      moderator: 'Chat moderator',
    },
    nav: {
      label: 'Staff menu',
      home: 'Home',
      soon: 'soon',
      invoices: 'Invoices to pay',
      customers: 'Customers',
      schedule: 'Schedule',
      homeworkQueue: 'Homework queue',
      students: 'Students',
      lessons: 'Webinars',
      homeworkCheck: 'Homework checking',
      slots: 'Slots',
      clients: 'Students',
      homeworkBase: 'Homework library',
      chat: 'Chat',
      globalModals: 'Modals and polls',
    },
    home: {
      greeting: 'Hello, {{name}}',
      today: 'What you can do today',
      coming: 'What comes later',
      comingNote:
        'These sections are still being built. Until then, work goes on in the school’s current tools.',
      managerIntro:
        'Here are the invoices issued for payment by bank details. When the money reaches the school’s account, mark the invoice paid — the student gets access to the courses at once.',
      managerNoInvoices:
        'The invoice list is for sales and payment managers. There is nothing here for your role yet.',
      managerComing: ['Customer cards', 'Tutor and student schedules'],
      curatorIntro:
        'The queue of homework to check will appear here. Until it does, you can give a student back a homework life.',
      curatorComing: ['Queue of homework to check', 'Your students and their progress'],
      teacherIntro:
        'Your webinars and homework to check will be here. This version has no teacher sections yet.',
      teacherComing: ['Webinar schedule', 'Homework checking'],
      tutorIntro:
        'Your slots, students and homework library will be here. This version has no tutor sections yet.',
      tutorComing: ['Lesson slots', 'Students and their homework', 'Homework library'],
      moderatorIntro: 'Chat and moderation will appear here together with lessons.',
      moderatorComing: ['Lesson chat', 'Rating'],
    },
    invoices: {
      title: 'Invoices to pay',
      status: 'Status',
      statuses: {
        all: 'All',
        PENDING: 'Awaiting payment',
        PAID: 'Paid',
        DECLINED: 'Declined',
        CANCELLED: 'Cancelled',
      },
      empty: 'No invoices with this status',
      loadFailed: 'Failed to load invoices',
      order: 'Order No. {{number}}',
      customer: 'Payer',
      noCustomer: 'not given',
      created: 'Issued',
      products: 'Courses',
      amount: 'Amount',
      markPaid: 'Mark paid',
      confirmTitle: 'Mark the invoice paid?',
      confirmText:
        'Order No. {{number}} for {{amount}}. The student gets access to the courses. This cannot be undone.',
      confirm: 'Yes, the money arrived',
      cancel: 'Cancel',
      marked: 'Invoice No. {{number}} is paid',
      markFailed: 'Failed to mark the invoice paid',
      more: 'Show more',
    },
    lives: {
      title: 'Give a student a life back',
      studentId: 'Student number (id)',
      comment: 'Comment',
      commentHint: 'For example: a resit for a good reason',
      submit: 'Give a life back',
      done: 'Life given back: the student has {{lives}} of {{max}}',
      failed: 'Failed to give the life back',
      notFound: 'No student with this number',
    },
  },
};
