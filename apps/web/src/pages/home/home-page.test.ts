import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@prepa/contracts';
import { server } from '../../test/msw';
import { STUDENT_HOME_REQUESTS } from './early-requests';
import { prefetchHomeData } from './home-page';

const user = (role: string) => ({ id: 7, role, firstName: 'Иван' }) as unknown as AuthUser;

let client: QueryClient;
afterEach(() => client.clear());

/** The paths requested while `prefetchHomeData` runs, once every request has been answered. */
async function prefetched(who: AuthUser | null): Promise<string[]> {
  const paths: string[] = [];
  server.use(
    http.get('/api/*', ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json({ results: [] });
    }),
  );
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchHomeData(client, who);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return paths.sort();
}

describe("start-up's head start on Home", () => {
  // The same list is what the page's first script sends before the app has loaded (early-requests.ts).
  it("sends a student's sections' first requests, the ones start-up sends early", async () => {
    expect(await prefetched(user('STUDENT_ROLE'))).toEqual([...STUDENT_HOME_REQUESTS].sort());
    expect(client.isFetching()).toBe(0);
  });

  it('sends nothing for a guest or a staff member (their Home asks for other things)', async () => {
    expect(await prefetched(null)).toEqual([]);
    expect(await prefetched(user('MANAGER_ROLE'))).toEqual([]);
  });
});
