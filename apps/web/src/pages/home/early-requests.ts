/**
 * The requests of a student's Home sections as the API client sends them (`prefetchStudentHome`'s
 * queries; a test keeps the two lists equal): sent by the page's first script before the app's code
 * has loaded (`app/early-requests.ts`). Imports nothing, so that the first script stays small.
 */
export const STUDENT_HOME_REQUESTS: readonly string[] = [
  '/api/core/banner/',
  '/api/v2/students/student-balance/',
  '/api/students/exam-results/',
  '/api/gamification/daily-strike/',
  '/api/v2/students/daily-actions/',
  '/api/gamification/individual-tasks/',
  '/api/v2/students/my-products/',
  '/api/umits/recommendations/',
];

/** The addresses of Home (`routePath('Home')` and the root, which renders it; a test checks the first). */
export const HOME_PATHS: readonly string[] = ['/', '/home', '/home/'];
