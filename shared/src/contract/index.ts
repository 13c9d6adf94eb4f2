export * from './types';
export * from './paths';
