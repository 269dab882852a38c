export * from './users.js';
export * from './platform.js';
export * from './gamification.js';
export * from './student.js';
export * from './shop.js';
export * from './goals.js';
export * from './lives.js';
export * from './results.js';
