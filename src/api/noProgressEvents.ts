/**
 * Stands in for axios' progress-event helpers in the production build (`vite.config.ts` `xhrOnlyAxios`): the portal
 * sets no `onUploadProgress` or `onDownloadProgress`, so their code (a speedometer and a throttle, about 1 KB gzip on
 * the first screen) would never run. Asked for anyway, they say so instead of reporting nothing.
 */
function unavailable(): never {
  throw new Error('Progress events are not available in this build (src/api/noProgressEvents.ts)');
}

export const progressEventReducer = unavailable;
export const progressEventDecorator = unavailable;
export const asyncDecorator = unavailable;
