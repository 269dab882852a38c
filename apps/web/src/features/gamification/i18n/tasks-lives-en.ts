import type { tasksLivesRu } from './tasks-lives-ru';
import type { Texts } from '../../../shared/i18n';

/** Texts of weekly individual tasks and homework lives, English. */
export const tasksLivesEn: Texts<typeof tasksLivesRu> = {
  tasks: {
    title: 'Tasks of the week',
    week: 'Week {{from}} — {{to}}',
    title_lessons: 'Watch lessons: {{goal}}',
    title_tasks: 'Solve homework tasks: {{goal}}',
    title_cards: 'Learn cards: {{goal}}',
    title_activeDays: 'Study days this week: {{goal}}',
    progress: '{{progress}} of {{goal}}',
    reward_one: 'Reward: {{count}} umcoin',
    reward_few: 'Reward: {{count}} umcoins',
    reward_many: 'Reward: {{count}} umcoins',
    reward_other: 'Reward: {{count}} umcoins',
    done: 'Done',
    rewarded: 'Reward received',
    empty: 'No tasks this week',
    loadFailed: 'Failed to load the tasks',
  },
  lives: {
    tab: 'Lives',
    title: 'Lives',
    count: 'Lives: {{lives}} of {{max}}',
    hint: 'A missed homework deadline takes a life. Your curator can give a life back.',
    history: 'Lives history',
    empty: 'No lives have been taken yet',
    loadFailed: 'Failed to load the lives',
    date: 'Date',
    event: 'Event',
    comment: 'Comment',
    change: 'Change',
    noChange: 'no change',
    kind_CHARGE: 'Deadline missed',
    kind_RECOVERED: 'Life recovered',
    kind_GLOBAL_LIFE_LOST: 'Life lost',
    kind_CURATOR_ADDED: 'Life from the curator',
  },
};
