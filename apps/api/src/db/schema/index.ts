export * from './users.js';
export * from './platform.js';
