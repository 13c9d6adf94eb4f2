// The React contexts through which the shell hands the remotes its store, API client, runtime config and i18next
// instance. @checkout/shared is no federation singleton (docs/architecture.md, 'Versions and independent
// deploys'): a remote built against another version runs its own copy beside the shell's, and a context made by
// `createContext` in one copy would be invisible to the other. So each context has one identity per page, named
// by the contract: the first copy to ask makes it (React is a singleton, so it works for every copy), and every
// later copy, of any version, gets the same one.
import { createContext, type Context } from 'react';

/**
 * The page's one context of that name, holding a value of type T or null. The name carries the contract's major
 * ('store@1'): a major that changes what a context holds names a new one, and the shell provides both for the
 * deprecation window.
 */
export function contractContext<T>(name: `${string}@${number}`): Context<T | null> {
  const page = globalThis as Record<symbol, Context<T | null> | undefined>;
  return (page[Symbol.for(`@checkout/${name}`)] ??= createContext<T | null>(null));
}
