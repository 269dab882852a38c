import type { z } from 'zod';
import { registrationV2Schema, registrationV3Schema } from '@prepa/contracts';

/** The v3 form: everything of the payload except the phone key, which the phone modal yields. */
export const registrationV3FormSchema = /* @__PURE__ */ registrationV3Schema.omit({ phoneKey: true });
export type RegistrationV3FormInput = z.input<typeof registrationV3FormSchema>;
export type RegistrationV3FormValues = z.output<typeof registrationV3FormSchema>;

export const registrationV2FormSchema = registrationV2Schema;
export type RegistrationV2FormInput = z.input<typeof registrationV2FormSchema>;
export type RegistrationV2FormValues = z.output<typeof registrationV2FormSchema>;
