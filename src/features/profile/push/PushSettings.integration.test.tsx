import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCall } from '../../../../tests/helpers/demo';
import { renderSignedIn } from '../../../../tests/helpers/shell';

/**
 * The browser's push platform on this device, as Chromium gives it: a service worker registration whose push
 * manager subscribes once (the same subscription afterwards) and may be unsubscribed.
 */
function stubPushPlatform({ permission = 'granted' }: { permission?: NotificationPermission } = {}) {
  const endpoint = `http://localhost:3000/api/demo-push/${crypto.randomUUID()}`;
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint,
    toJSON: () => ({
      endpoint,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async () => {
    current = subscription;
    return subscription;
  });
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => current, subscribe },
      }),
    },
  });
  return { endpoint, subscribe, requestPermission, unsubscribe: subscription.unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Push notifications on the profile: a device turned on from a tap, the devices, the preferences', () => {
  it('the browser asks only on the tap; the device is subscribed once and listed; turned off, it leaves the list and the browser’s subscription', async () => {
    const platform = stubPushPlatform();
    const { token } = await renderSignedIn('parent', '/profile');
    const section = await screen.findByRole('region', { name: 'Notifications sur le téléphone' });
    expect(
      await within(section).findByText('Les notifications ne sont pas activées sur cet appareil.'),
    ).toBeVisible();
    // Never on the page's load.
    expect(platform.requestPermission).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const turnOn = within(section).getByRole('button', { name: 'Activer les notifications' });
    await user.dblClick(turnOn);
    expect(
      await within(section).findByText('Les notifications sont activées sur cet appareil.'),
    ).toBeVisible();
    expect(platform.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));

    const devices = (await demoCall('GET', 'push/subscriptions', token)).body as Array<{
      endpoint?: string;
      label: string;
    }>;
    const mine = devices.filter((device) => device.endpoint === platform.endpoint);
    expect(mine).toHaveLength(1);
    expect(platform.subscribe).toHaveBeenCalledTimes(1);
    const list = within(section).getByRole('region', { name: 'Appareils qui reçoivent les notifications' });
    expect(await within(list).findByText(mine[0]!.label)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Désactiver sur cet appareil' }));
    expect(
      await within(section).findByText('Les notifications ne sont pas activées sur cet appareil.'),
    ).toBeVisible();
    const after = (await demoCall('GET', 'push/subscriptions', token)).body as Array<{ endpoint?: string }>;
    expect(after.some((device) => device.endpoint === platform.endpoint)).toBe(false);
    expect(platform.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('refused by the user: says how to allow them, nothing is sent to the API', async () => {
    stubPushPlatform({ permission: 'denied' });
    const { token } = await renderSignedIn('parent', '/profile');
    const before = ((await demoCall('GET', 'push/subscriptions', token)).body as unknown[]).length;
    const section = await screen.findByRole('region', { name: 'Notifications sur le téléphone' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Activer les notifications' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/Vous avez refusé les notifications/);
    expect(((await demoCall('GET', 'push/subscriptions', token)).body as unknown[]).length).toBe(before);
  });

  it('on an iPhone outside the Home Screen: says to add the portal to the Home Screen first, no button', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    await renderSignedIn('parent', '/profile');
    const section = await screen.findByRole('region', { name: 'Notifications sur le téléphone' });
    expect(await within(section).findByText(/ajouté à l'écran d'accueil/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Activer les notifications' })).toBeNull();
  });

  it('the preferences are the user’s: a topic in the summary, a child off, quiet hours changed, saved and read back', async () => {
    stubPushPlatform();
    const { token } = await renderSignedIn('parent', '/profile');
    const section = await screen.findByRole('region', { name: 'Notifications sur le téléphone' });
    const form = await within(section).findByRole('form', { name: 'Ce qui vous est envoyé' });
    const user = userEvent.setup();
    await user.selectOptions(
      within(form).getByLabelText(/Actualités de la classe/),
      'Dans le résumé du jour',
    );
    await user.selectOptions(within(form).getByLabelText(/^Cantine/), 'Jamais');
    const children = within(form)
      .getAllByRole('checkbox')
      .filter((box) => box.getAttribute('name')?.startsWith('children.'));
    expect(children.length).toBeGreaterThan(1);
    await user.click(children[1]!);
    const start = within(form).getByLabelText(/^De/);
    await user.clear(start);
    await user.type(start, '20:30');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Préférences de notification enregistrées.');

    const saved = (await demoCall('GET', 'push/preferences', token)).body as {
      topics: Record<string, string>;
      children: Record<string, boolean>;
      quietHours: { start: string; end: string } | null;
    };
    expect(saved.topics.news).toBe('summary');
    expect(saved.topics.canteen).toBe('off');
    expect(saved.topics.message).toBe('push');
    expect(Object.values(saved.children)).toContain(false);
    expect(saved.quietHours).toEqual({ start: '20:30', end: '07:00' });
    await waitFor(() => expect(within(form).getByLabelText(/^De/)).toHaveValue('20:30'), { timeout: 15_000 });
  });
});
