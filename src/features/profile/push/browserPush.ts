/**
 * This device and the Web Push platform (docs/architecture.md "Push without the flood"): whether it can receive
 * the portal's notifications, and its subscription. The browser asks the user only when they turn notifications
 * on (never on a page's load).
 */

/** What this device can do: receive, is an iPhone or iPad that must add the portal to its Home Screen first, has
 * the notifications blocked for the portal, or cannot receive them at all (an old browser, no service worker). */
export type PushSupport = 'available' | 'homeScreenFirst' | 'blocked' | 'unavailable';

function isAppleMobile(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Mac') && navigator.maxTouchPoints > 1)
  );
}

function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function pushSupport(): PushSupport {
  // Safari on iOS and iPadOS receives web push only in a portal added to the Home Screen and opened from it.
  if (isAppleMobile() && !isInstalled()) return 'homeScreenFirst';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unavailable';
  if (Notification.permission === 'denied') return 'blocked';
  return 'available';
}

/** The service worker that keeps the portal's files (lib/serviceWorker.ts), or null where none runs. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration('/');
  return found ?? null;
}

/** This device's subscription, or null when it has none. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'available') return null;
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** Why turning notifications on did not work: the user said no, or the device cannot subscribe here. */
export class PushRefused extends Error {
  constructor(readonly reason: 'denied' | 'unavailable') {
    super(reason);
  }
}

/** Asks the user (once, from their tap), then subscribes this device with the API's public key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('denied');
  const worker = await registration();
  if (!worker) throw new PushRefused('unavailable');
  const existing = await worker.pushManager.getSubscription();
  const subscription =
    existing ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return subscription.toJSON();
}

/** A name for this device in the list of devices: its browser and system ("Chrome · Android"). */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['SamsungBrowser', 'Samsung Internet'],
      ['Firefox/', 'Firefox'],
      ['CriOS', 'Chrome'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? 'Web';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? '';
  return system ? `${browser} · ${system}` : browser;
}
