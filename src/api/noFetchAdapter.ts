/**
 * Stands in for axios' fetch adapter in the production build (`vite.config.ts` `xhrOnlyAxios`): both clients send
 * their requests with XMLHttpRequest (`adapter: 'xhr'` in api/clients.ts), so the fetch adapter's code (about
 * 2.5 KB gzip on the first screen) would never run. axios asks it for a fetch adapter only when `adapter` names
 * 'fetch'; it answers "not available".
 */
export const getFetch = (): false => false;

export default false;
