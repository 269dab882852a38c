import { zodResolver } from '@hookform/resolvers/zod';
import { customerInfoSchema, type AuthUser } from '@prepa/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export type CustomerInput = z.input<typeof customerInfoSchema>;
export type CustomerValues = z.output<typeof customerInfoSchema>;

/** Extra spaces collapse on blur (spec 2 §5). */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The payer's details, prefilled from the signed-in user. */
export function useCustomerForm(user: AuthUser | null) {
  return useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(customerInfoSchema),
    mode: 'onTouched',
    defaultValues: {
      customerName: user ? collapseSpaces(`${user.lastName} ${user.firstName}`) : '',
      phone: '',
      email: user?.email ?? '',
    },
  });
}
