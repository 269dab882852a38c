import { lazy, Suspense } from 'react';
import type { AuthUser } from '@prepa/contracts';
import { useFirstUse } from '../../../shared/lib/use-first-use';
import { ProfileButton } from './profile-button';
import { withChunkReload } from '../../../shared/lib/chunk-reload';

const loadOverlay = () => import('./profile-menu-overlay');
const ProfileMenuOverlay = lazy(
  withChunkReload(() => loadOverlay().then((m) => ({ default: m.ProfileMenuOverlay }))),
);

/**
 * Profile menu: links that exist, dark theme, language, logout with confirmation. The menu's code
 * (and the promo-code and logout dialogs it opens) loads on first use (`useFirstUse`).
 */
export function ProfileMenu({ user }: { user: AuthUser }) {
  const { used, standIn } = useFirstUse(loadOverlay);
  const button = <ProfileButton user={user} aria-haspopup="menu" aria-expanded={false} {...standIn} />;
  return (
    <Suspense fallback={button}>{used ? <ProfileMenuOverlay user={user} openOnMount /> : button}</Suspense>
  );
}
