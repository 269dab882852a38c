import { z } from 'zod';
import { PLATFORMS } from './platform.js';

/** Apart from platform.ts, which the login page reads and which must stay free of zod (decision 003). */
export const platformSchema = z.enum(PLATFORMS);
