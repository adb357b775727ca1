/**
 * The messages of the API's error catalogue (docs/api.md "Errors"): the session messages send the user back to
 * sign-in, the permission message to the "not allowed" page. The portal reads them (api/errors.ts), the demo API
 * answers them.
 */
export const SESSION_MESSAGES = [
  'Session expired',
  'Unauthorized',
  'Token expired or invalid',
  'Token is null',
];
export const PERMISSION_MESSAGE = 'User does not have the required permission.';
