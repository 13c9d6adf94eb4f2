export * from './checkout-context';
