import type { AuthUser } from '@prepa/contracts';
import { platformHas } from '../../../shared/config/platform';
import { RegistrationV2Form } from './registration-v2-form';
import { RegistrationV3Form } from './registration-v3-form';

interface Props {
  onSuccess: (user: AuthUser) => void;
  onUnauthorized: () => void;
}

/** v3 (confirmed phone) where the platform has phone keys, v2 elsewhere. */
export function RegistrationForm(props: Props) {
  return platformHas('registrationV3') ? (
    <RegistrationV3Form {...props} />
  ) : (
    <RegistrationV2Form {...props} />
  );
}
