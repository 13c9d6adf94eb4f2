// The public face of @checkout/shared for the shell and the remotes.
export * from './contract';
export * from './federation/remote-contract';
export * from './config/runtime-config';
