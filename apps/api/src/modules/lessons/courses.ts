import { ownedProductTypeIds } from '../shop/index.js';

/** The courses (product types) the student is enrolled in now: the shop's one rule. */
export const enrolledProductTypeIds = ownedProductTypeIds;
