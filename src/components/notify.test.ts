import { describe, expect, it } from 'vitest';
import { TOAST_DEFAULTS } from './notify';

describe('toasts (Business constants)', () => {
  it('auto-close 5000 ms, top right, pause on hover and on focus loss, draggable with an 80 % threshold', () => {
    expect(TOAST_DEFAULTS).toEqual({
      autoClose: 5000,
      position: 'top-right',
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      draggablePercent: 80,
    });
  });
});
