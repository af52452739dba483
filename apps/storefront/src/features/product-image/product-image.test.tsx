import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

const LUMEN = {
  code: 'A100123',
  name: 'Lumen Reading Fluency Inventory',
  images: [
    { version: 'kitVersion123456', format: 'kit' as const },
    { version: 'manualVersion123', format: 'manual' as const },
  ],
};

const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('ProductImage', () => {
  it('offers AVIF then WebP in every rendered width, with the sizes given and a fixed 4:5 box', () => {
    const html = render(
      <ProductImage locale="en-us" product={LUMEN} width={320} sizes="(min-width: 48rem) 20rem, 50vw" />,
    );
    expect(html.indexOf('type="image/avif"')).toBeLessThan(html.indexOf('type="image/webp"'));
    expect(html).toContain(
      'srcSet="/images/products/A100123/kitVersion123456-160.avif 160w, /images/products/A100123/kitVersion123456-320.avif 320w, /images/products/A100123/kitVersion123456-640.avif 640w, /images/products/A100123/kitVersion123456-960.avif 960w"',
    );
    expect(html).toContain('sizes="(min-width: 48rem) 20rem, 50vw"');
    expect(html).toContain('width="320"');
    expect(html).toContain('height="400"');
    expect(html).toMatch(/<img[^>]+src="\/images\/products\/A100123\/kitVersion123456-\d+\.webp"/);
  });

  it('loads lazily unless it is the priority image, which is fetched first', () => {
    const lazy = render(<ProductImage locale="en-us" product={LUMEN} width={160} />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain('fetchPriority="high"');
    const first = render(<ProductImage locale="en-us" product={LUMEN} width={480} priority />);
    expect(first).not.toContain('loading="lazy"');
    expect(first).toContain('fetchPriority="high"');
  });

  it('shows the cover of the format asked for, or of the gallery position', () => {
    expect(render(<ProductImage locale="en-us" product={LUMEN} format="manual" width={160} />)).toContain(
      'manualVersion123-160.avif',
    );
    expect(render(<ProductImage locale="en-us" product={LUMEN} index={1} width={160} />)).toContain(
      'manualVersion123-160.avif',
    );
    expect(render(<ProductImage locale="en-us" product={LUMEN} format="training" width={160} />)).toContain(
      'kitVersion123456-160.avif',
    );
  });

  it('describes the cover in the locale’s words, or as the caller says', () => {
    expect(render(<ProductImage locale="en-us" product={LUMEN} width={160} />)).toContain(
      'alt="Cover of Lumen Reading Fluency Inventory (Kit)"',
    );
    expect(render(<ProductImage locale="ja-jp" product={LUMEN} width={160} />)).toContain(
      'alt="Lumen Reading Fluency Inventory（キット）の表紙"',
    );
    const upload = { ...LUMEN, images: [{ version: 'uploadVersion123', format: null }] };
    expect(render(<ProductImage locale="fr-ca" product={upload} width={160} />)).toContain(
      'alt="Image de Lumen Reading Fluency Inventory"',
    );
    expect(render(<ProductImage locale="en-us" product={LUMEN} width={160} alt="" />)).toContain('alt=""');
  });

  it('renders nothing for a product without images', () => {
    expect(render(<ProductImage locale="en-us" product={{ ...LUMEN, images: [] }} width={160} />)).toBe('');
  });
});
