import { RecoveryForm } from '../../features/auth';

export default RecoveryForm;
