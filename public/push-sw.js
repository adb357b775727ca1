/**
 * Push notifications in the service worker (docs/api.md "Push notifications", docs/architecture.md "Push without
 * the flood"). Imported by the service worker that keeps the app's files (vite.config.ts `installable`,
 * workbox `importScripts`).
 * - `push`: the API's payload `{ title, body, url, studentId, topic, tag, urgent }` is shown as one notification; the
 *   tag replaces an earlier one of the same subject instead of adding another (no flood). A payload that is not the
 *   API's is ignored: nothing is shown that the school did not send.
 * - `notificationclick`: opens the payload's page of the portal (with `?student=` the app selects that child, as
 *   session/storedSelection.ts reads it), in the window already open when there is one. Only a path of this origin
 *   is ever opened.
 */

/** The path to open: a path of the portal, never another site. */
function portalPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? `${target.pathname}${target.search}` : '/';
}

function readPayload(event) {
  try {
    const payload = event.data ? event.data.json() : null;
    if (!payload || typeof payload.title !== 'string' || payload.title.trim() === '') return null;
    return payload;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    dir: 'auto',
    data: {
      url: portalPath(payload.url),
      studentId: payload.studentId ?? null,
      topic: payload.topic ?? null,
    },
    requireInteraction: payload.urgent === true,
  };
  if (typeof payload.tag === 'string' && payload.tag !== '') {
    options.tag = payload.tag;
    options.renotify = payload.urgent === true;
  }
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = portalPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Navigated first (a window this worker does not control cannot be: a new one is opened instead), then
        // brought to the front where the browser allows it.
        const navigated = 'navigate' in open ? await open.navigate(path).catch(() => null) : null;
        await (navigated ?? open).focus().catch(() => undefined);
        if (navigated) return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
