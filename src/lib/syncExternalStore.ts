/**
 * `use-sync-external-store/shim` in production builds (vite.config.ts `resolve.alias`): the shim gives React 17 a
 * `useSyncExternalStore`; React 19 has its own, which the shim would only hand over.
 */
export { useSyncExternalStore } from 'react';
