import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_UPLOAD_MAX_BYTES } from '@store/contracts/product-images';
import { COVER_MEDIA_TYPE, coverSvg } from './covers.ts';
import { programByCode } from './generate.ts';
import { checkUpload, renderRendition } from './image-renditions.ts';

const svg = Buffer.from(coverSvg(programByCode('A100123')!, 'kit'));

describe('the renditions', () => {
  it('renders a cover in AVIF and WebP at the width asked for, in the 4:5 frame', async () => {
    for (const [type, width] of [
      ['avif', 160],
      ['webp', 640],
    ] as const) {
      const meta = await sharp(await renderRendition(svg, COVER_MEDIA_TYPE, type, width)).metadata();
      expect(meta.format).toBe(type === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([width, (width * 5) / 4]);
    }
  });

  it('renders the same cover to the same bytes', async () => {
    const once = await renderRendition(svg, COVER_MEDIA_TYPE, 'webp', 320);
    const twice = await renderRendition(svg, COVER_MEDIA_TYPE, 'webp', 320);
    expect(twice.equals(once)).toBe(true);
  });

  it('fits an operator’s photograph of another shape into the frame', async () => {
    const photo = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#225588' } })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await renderRendition(photo, 'image/jpeg', 'webp', 320)).metadata();
    expect([meta.width, meta.height]).toEqual([320, 400]);
  });

  it('takes an upload by its decoded content, refusing what is not a picture or too large', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await checkUpload(png)).toEqual({ ok: true, mediaType: 'image/png' });
    expect(await checkUpload(Buffer.from('%PDF-1.7'))).toEqual({ ok: false, reason: 'not-an-image' });
    expect(await checkUpload(png.subarray(0, 40))).toEqual({ ok: false, reason: 'not-an-image' });
    expect(await checkUpload(svg)).toEqual({ ok: false, reason: 'not-an-image' });
    expect(await checkUpload(Buffer.alloc(PRODUCT_IMAGE_UPLOAD_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });
});
