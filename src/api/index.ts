export * from './client';
export * from './errorLog';
export * from './errors';
export * from './services';
export * from './types';
