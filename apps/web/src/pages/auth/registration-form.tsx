import type { AuthUser } from '@prepa/contracts';
import { RegistrationV2Form, RegistrationV3Form } from '../../features/auth';
import { platformHas } from '../../shared/config/platform';

interface Props {
  onSuccess: (user: AuthUser) => void;
  onUnauthorized: () => void;
}

/** v3 (confirmed phone) where the platform has phone keys, v2 elsewhere. */
export default function RegistrationForm(props: Props) {
  return platformHas('registrationV3') ? (
    <RegistrationV3Form {...props} />
  ) : (
    <RegistrationV2Form {...props} />
  );
}
