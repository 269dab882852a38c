export * from './types.js';
export * from './sandbox.js';
