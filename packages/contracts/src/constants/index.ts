/**
 * `@prepa/contracts/constants`: the contracts' constants, their types and plain functions, without the
 * zod schemas, for code that must not load zod (the SPA's start-up shell). Everything here is also
 * exported by the package's main entry, through the module of its area.
 */
export * from './global-modals.js';
export * from './homework.js';
export * from './ids.js';
export * from './lessons.js';
export * from './money.js';
export * from './results.js';
export * from './roles.js';
export * from './shop.js';
export * from './specs.js';
export * from './student.js';
