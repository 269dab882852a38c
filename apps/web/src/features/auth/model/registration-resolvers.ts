import { zodResolver } from '@hookform/resolvers/zod';
import { registrationV2FormSchema, registrationV3FormSchema } from './registration-schema';

/** Loaded by the registration forms on first use (`lazyResolver`): zod is not in their pages' chunks. */
export const registrationV2Resolver = zodResolver(registrationV2FormSchema);
export const registrationV3Resolver = zodResolver(registrationV3FormSchema);
