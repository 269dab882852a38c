import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setFlagUser } from '../features/flags';
import { useCurrentUser } from '../features/auth';
import { Providers } from './providers';
import type { AppRouter } from './router/router';

function FlagUser() {
  const user = useCurrentUser();
  useEffect(() => setFlagUser(user), [user]);
  return null;
}

/** The app around its router (made once by `bootApp`). */
export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <FlagUser />
      <RouterProvider router={router} />
    </Providers>
  );
}
