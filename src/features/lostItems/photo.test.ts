import { describe, expect, it } from 'vitest';
import { checkPhoto, fittedSize, photoName, resizePhoto } from './photo';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('found item photo in the browser', () => {
  it('non-image upload refused: told by content, a PNG passes and a text file named photo.png does not', async () => {
    expect(await checkPhoto(new File([PNG], 'sac.bin', { type: '' }))).toBeNull();
    expect(await checkPhoto(new File(['<svg onload=alert(1)>'], 'photo.png', { type: 'image/png' }))).toBe(
      'type',
    );
  });

  it('resized to 1024 px on its longest side, never enlarged', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fittedSize(1000, 3000)).toEqual({ width: 341, height: 1024 });
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('where the browser cannot draw, a small photo is sent as picked and a too large one is not sent', async () => {
    const small = new File([PNG], 'sac.png', { type: 'image/png' });
    expect(await resizePhoto(small)).toBe(small);
    const large = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(await resizePhoto(large)).toBeNull();
  });

  it('the name sent follows what is sent', () => {
    expect(photoName('IMG_0042.HEIC.png', new Blob([], { type: 'image/jpeg' }))).toBe('IMG_0042.HEIC.jpg');
    expect(photoName('.png', new Blob([], { type: 'image/png' }))).toBe('photo.png');
  });
});
