import { z } from 'zod';
import { ROLES, USER_ROLES, type UserRole } from './constants/roles.js';

export * from './constants/roles.js';

export const roleSchema = z.enum(ROLES);
export const userRoleSchema = z.enum(USER_ROLES as [UserRole, ...UserRole[]]);
