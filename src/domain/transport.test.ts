import { describe, expect, it } from 'vitest';
import { carBlock, driverBlock, expiryState, receiptKindOf, seatAvailable, worstExpiry } from './transport';

describe('transport rules', () => {
  it('expiry within 30 days is flagged, the day after the expiry date it has expired', () => {
    expect(expiryState('2026-12-24', '2026-11-24')).toBe('soon');
    expect(expiryState('2026-12-25', '2026-11-24')).toBe('ok');
    expect(expiryState('2026-11-24', '2026-11-24')).toBe('soon');
    expect(expiryState('2026-11-23', '2026-11-24')).toBe('expired');
    expect(worstExpiry(['ok', 'soon'])).toBe('soon');
    expect(worstExpiry(['soon', 'expired'])).toBe('expired');
  });

  it('an expired insurance, inspection or licence blocks; so does a car not active', () => {
    const car = { status: 'active' as const, insuranceExpiry: '2027-01-01', inspectionExpiry: '2027-01-01' };
    expect(carBlock(car, '2026-11-24')).toBeNull();
    expect(carBlock({ ...car, insuranceExpiry: '2026-11-01' }, '2026-11-24')).toBe('CAR_INSURANCE_EXPIRED');
    expect(carBlock({ ...car, inspectionExpiry: '2026-11-01' }, '2026-11-24')).toBe('CAR_INSPECTION_EXPIRED');
    expect(carBlock({ ...car, status: 'maintenance' }, '2026-11-24')).toBe('CAR_NOT_ACTIVE');
    expect(driverBlock({ licenceExpiry: '2026-11-23' }, '2026-11-24')).toBe('DRIVER_LICENCE_EXPIRED');
    expect(driverBlock({ licenceExpiry: '2026-12-01' }, '2026-11-24')).toBeNull();
  });

  it('seat limit: one more student fits only while a seat is free', () => {
    expect(seatAvailable(20, 19)).toBe(true);
    expect(seatAvailable(20, 20)).toBe(false);
  });

  it('a receipt is told by its content, not its name', () => {
    expect(receiptKindOf(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(receiptKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(receiptKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(receiptKindOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(receiptKindOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });
});
