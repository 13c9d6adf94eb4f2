// Entry of a remote's development server: the async boundary lets the federation runtime settle the shared
// singletons before the harness (the remote's src/standalone.tsx) imports React.
import('checkout-standalone-harness');
