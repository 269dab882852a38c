import { z } from 'zod';
import { CURRENCIES } from './constants/money.js';

export * from './constants/money.js';

export const currencySchema = z.enum(CURRENCIES);
export const minorUnitsSchema = z.number().int().min(0);
