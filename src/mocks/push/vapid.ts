import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';

/**
 * The demo API's VAPID key pair (docs/api.md "Push notifications"): made when the demo API first needs it, kept in
 * memory only, never written anywhere (no secret in the repository, none in `.demo-data`). A restart makes a new
 * pair, so devices subscribed before must subscribe again, as with a real API that changes its keys.
 */
let keys: { publicKey: string; privateKey: string } | undefined;

export function vapidKeys(): { publicKey: string; privateKey: string } {
  keys ??= webpush.generateVAPIDKeys();
  return keys;
}

/** Who sends: push services may write to this address about the sender's messages. */
export const VAPID_SUBJECT = 'mailto:push@demo.test';

function fromBase64Url(text: string): Buffer {
  return Buffer.from(text, 'base64url');
}

/**
 * Why a push request's `Authorization` (`vapid t=<JWT>, k=<public key>`) is not the demo's, or null when it is:
 * the key is the demo's, the JWT is ES256, signed by that key, for `audience` (the push service's origin), and
 * not expired (at most 24 hours ahead, as push services require).
 */
export function vapidProblem(
  authorization: string | null,
  audience: string,
  nowMs = Date.now(),
): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization?.trim() ?? '');
  if (!match) return 'Authorization is not a VAPID header';
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== vapidKeys().publicKey) return 'Unknown VAPID key';
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    const head = JSON.parse(fromBase64Url(header).toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'ES256') return 'The JWT is not ES256';
    claims = JSON.parse(fromBase64Url(payload).toString('utf8')) as typeof claims;
  } catch {
    return 'Unreadable JWT';
  }
  const point = fromBase64Url(key);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromBase64Url(signature),
  );
  if (!signed) return 'The JWT is not signed by the VAPID key';
  if (claims.aud !== audience) return 'The JWT is for another push service';
  const now = nowMs / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600 + 60) {
    return 'The JWT is expired or too long';
  }
  return null;
}
