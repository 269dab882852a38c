import { zodResolver } from '@hookform/resolvers/zod';
import { customerInfoSchema } from '@prepa/contracts';

/** Loaded by `useCustomerForm` on first use (`lazyResolver`): zod is not in the payment page's chunks. */
export const customerResolver = zodResolver(customerInfoSchema);
