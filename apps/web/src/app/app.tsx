import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setFlagUser } from '../features/flags';
import { useCurrentUser } from '../features/auth';
import { setNavigator } from '../shared/lib/navigation';
import { Providers } from './providers';
import { createAppRouter } from './router/router';

function FlagUser() {
  const user = useCurrentUser();
  useEffect(() => setFlagUser(user), [user]);
  return null;
}

export function App() {
  const [router] = useState(() => {
    const r = createAppRouter();
    setNavigator((to, options) => void r.navigate(to, options));
    return r;
  });
  return (
    <Providers>
      <FlagUser />
      <RouterProvider router={router} />
    </Providers>
  );
}
