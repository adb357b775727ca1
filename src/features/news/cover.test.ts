import { describe, expect, it } from 'vitest';
import { coverSource, fitWithin, prepareCover } from './cover';

describe('News cover: checked by content, resized before upload', () => {
  it('is drawn at most 1600 px on its longest side, keeping its shape, never enlarged', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 5000, 1600)).toEqual({ width: 320, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('refuses a file whose bytes are not a picture, whatever its name and type say', async () => {
    const svg = new File(['<svg onload="alert(1)"/>'], 'photo.png', { type: 'image/png' });
    expect(await prepareCover(svg)).toEqual({ problem: 'type' });
  });

  it('takes a real PNG named anything (sent as is where the browser cannot draw it)', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const prepared = await prepareCover(new File([bytes], 'scan.txt', { type: 'text/plain' }));
    expect(prepared).toMatchObject({ mimeType: 'image/png' });
  });

  it('a cover answer is shown only for a picture type', () => {
    expect(coverSource({ mimeType: 'image/jpeg', data: 'AAAA' })).toBe('data:image/jpeg;base64,AAAA');
    expect(coverSource({ mimeType: 'image/svg+xml', data: 'AAAA' })).toBeNull();
    expect(coverSource({ mimeType: 'text/html', data: 'AAAA' })).toBeNull();
  });
});
