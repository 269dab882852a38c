import type { AuthUser, customerInfoSchema } from '@prepa/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver, useLazyResolver } from '../../../shared/lib/lazy-resolver';

export type CustomerInput = z.input<typeof customerInfoSchema>;
export type CustomerValues = z.output<typeof customerInfoSchema>;

/** The schema and zod load with the form, after the page (route budget). */
const customer = /* @__PURE__ */ lazyResolver<CustomerInput, unknown, CustomerValues>(() =>
  import('./customer-resolver').then((m) => m.customerResolver),
);

/** Extra spaces collapse on blur (spec 2 §5). */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The payer's details, prefilled from the signed-in user. */
export function useCustomerForm(user: AuthUser | null) {
  return useForm<CustomerInput, unknown, CustomerValues>({
    resolver: useLazyResolver(customer),
    mode: 'onTouched',
    defaultValues: {
      customerName: user ? collapseSpaces(`${user.lastName} ${user.firstName}`) : '',
      phone: '',
      email: user?.email ?? '',
    },
  });
}
