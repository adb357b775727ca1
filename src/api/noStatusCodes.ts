/**
 * Stands in for axios' table of HTTP status names (`axios.HttpStatusCode`) in the production build
 * (`vite.config.ts` `xhrOnlyAxios`): the portal compares statuses with numbers (api/errors.ts, api/baseQuery.ts).
 */
const HttpStatusCode: Record<string, number> = {};

export default HttpStatusCode;
