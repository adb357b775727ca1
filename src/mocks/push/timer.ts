import { localMinute } from '../../domain/pushRules.ts';
import { db } from '../core/db.ts';
import { dailyScan } from './scan.ts';
import { deliverDue } from './send.ts';
import { vapidKeys } from './vapid.ts';

/** How often the demo looks at the queue (and, once a day, scans for payments and the canteen). */
const TICK_MS = 60_000;

let timer: ReturnType<typeof setInterval> | undefined;

/** One tick: the day's scan if not run yet, then what is due. Never throws (a failure goes to the console). */
export async function pushTick(now: string = localMinute(new Date())): Promise<void> {
  try {
    dailyScan(db.data, now.slice(0, 10), { now });
    await deliverDue(db.data, now);
  } catch (error) {
    console.error(error);
  }
}

/** Starts the demo's push timer and makes its VAPID keys (the dev and preview servers, once); it never keeps the process alive. */
export function startPushTimer(): void {
  if (timer) return;
  // The key pair is made as the server starts, so the first device does not wait for it.
  vapidKeys();
  timer = setInterval(() => void pushTick(), TICK_MS);
  timer.unref?.();
}
