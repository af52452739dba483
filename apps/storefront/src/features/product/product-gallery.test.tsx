import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from './messages.ts';
import { ProductGallery } from './product-gallery.tsx';

const flags = vi.hoisted(() => ({ 'image-capability': false }));
vi.mock('../../shell/flags/flags-provider.tsx', () => ({
  useFlag: (name: keyof typeof flags) => flags[name],
}));

beforeEach(() => {
  flags['image-capability'] = false;
});

const images = ['Kit', 'Manual', 'Training'].map((label) => ({
  key: label,
  label,
  main: <img src={`/${label}.avif`} alt={`Cedar ${label} cover`} />,
  thumb: <img src={`/${label}-small.avif`} alt="" />,
  large: <img src={`/${label}-large.avif`} alt={`Cedar ${label} cover`} />,
}));
const labels = productMessages('en-us').gallery;

describe('ProductGallery', () => {
  it('shows the first picture, the others hidden, and thumbnails with the first one chosen and in the tab order', () => {
    const html = renderToStaticMarkup(<ProductGallery images={images} labels={labels} />);
    expect(html).toContain('<figure class="gallery__figure"><img src="/Kit.avif"');
    expect(html.match(/<figure class="gallery__figure" hidden="">/g)).toHaveLength(2);
    expect(html).toContain('aria-pressed="true" aria-label="Show image: Kit" tabindex="0"');
    expect(html).toContain('aria-pressed="false" aria-label="Show image: Manual" tabindex="-1"');
    expect(html).not.toContain('-large.avif');
  });

  it('offers no zoom with the image-capability flag off, and a button to enlarge with it on', () => {
    expect(renderToStaticMarkup(<ProductGallery images={images} labels={labels} />)).not.toContain(
      'gallery__zoom',
    );
    flags['image-capability'] = true;
    const html = renderToStaticMarkup(<ProductGallery images={images} labels={labels} />);
    expect(html).toContain('aria-haspopup="dialog" aria-label="Enlarge image: Kit"');
  });

  it('draws no thumbnails for a single picture', () => {
    const html = renderToStaticMarkup(<ProductGallery images={images.slice(0, 1)} labels={labels} />);
    expect(html).not.toContain('gallery__thumbs');
  });
});
