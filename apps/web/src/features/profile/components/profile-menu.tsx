import type { AuthUser } from '@prepa/contracts';
import { lazyExport } from '../../../shared/lib/chunk-reload';
import { FirstUse } from '../../../shared/lib/first-use';
import { ProfileButton } from './profile-button';

const loadOverlay = () => import('./profile-menu-overlay');
const ProfileMenuOverlay = lazyExport(loadOverlay, (m) => m.ProfileMenuOverlay);

/**
 * Profile menu: links that exist, dark theme, language, logout with confirmation. The menu's code
 * (and the promo-code and logout dialogs it opens) loads on first use (`FirstUse`).
 */
export function ProfileMenu({ user }: { user: AuthUser }) {
  return (
    <FirstUse
      load={loadOverlay}
      standIn={(handlers) => (
        <ProfileButton user={user} aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    >
      <ProfileMenuOverlay user={user} openOnMount />
    </FirstUse>
  );
}
