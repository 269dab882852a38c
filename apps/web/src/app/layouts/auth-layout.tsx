import type { ReactNode } from 'react';
import { LanguageSelect } from '../../features/profile';
import { AuthFrame } from '../../shared/ui';

/** Authorization screens: the logo, the language and a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthFrame aside={<LanguageSelect />}>{children}</AuthFrame>;
}
