// use-sync-external-store/shim backfills useSyncExternalStore for React before 18; the checkout runs React 19,
// which has it, so mobx-react-lite's import of the shim is pointed at React's own hook.
export { useSyncExternalStore } from 'react';
