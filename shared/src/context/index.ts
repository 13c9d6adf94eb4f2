export * from './checkout-context';
export * from './step-hooks';
