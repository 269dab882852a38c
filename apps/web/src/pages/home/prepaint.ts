import { PREPAINT_ID } from '../../shared/lib/prepaint';
import heroSrc from './home-hero.svg?inline';

/**
 * The picture at the top of a student's Home (drawn for the project), as a data URL in the first
 * script: it is the page's largest paint, so it must not wait for a request of its own, which on a slow
 * network queues behind the app's scripts (3.7 KB, 1.3 KB in the script's gzip).
 */
export const HOME_HERO_SRC = heroSrc;

/**
 * A student's Home as far as it is the same for every student, painted by the page's first script
 * before the app's code has loaded: the picture at the top, where `StudentHome` draws it (app/global.css,
 * `.boot-home`), over the app until Home renders and removes it (`dropPrepaint`). The greeting and the
 * sections need the session and their answers, so they come with the app. Imports nothing else, so that
 * the first script stays small.
 */
export function paintStudentHome(): void {
  const doc = document;
  if (doc.getElementById(PREPAINT_ID)) return;
  const page = doc.createElement('div');
  page.id = PREPAINT_ID;
  page.className = 'boot-page boot-home';
  page.setAttribute('aria-hidden', 'true');
  const content = doc.createElement('div');
  content.className = 'boot-home-content';
  // The breadcrumbs' row, which the app draws above the page.
  const crumbs = doc.createElement('div');
  crumbs.className = 'boot-home-crumbs';
  const hero = doc.createElement('img');
  hero.className = 'home-hero';
  hero.src = HOME_HERO_SRC;
  hero.alt = '';
  content.append(crumbs, hero);
  page.append(content);
  doc.body.append(page);
}
