import { RegistrationForm } from '../../features/auth';

export default RegistrationForm;
