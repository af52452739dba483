import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QualificationBadge } from './qualification-badge.tsx';
import { productMessages } from './messages.ts';

describe('QualificationBadge', () => {
  it('names the level in the store’s scheme and explains it in a disclosure', () => {
    const html = renderToStaticMarkup(<QualificationBadge locale="en-gb" level="B" />);
    expect(html).toContain('<span class="badge badge--info">Level CL2</span>');
    expect(html).toContain(
      '<details class="qualification-badge__about"><summary>What does Level CL2 mean?</summary>',
    );
    expect(html).toContain(`<p>${productMessages('en-gb').levelExplanations.B}</p>`);
  });

  it('says a level needing no qualification is open to anyone', () => {
    const html = renderToStaticMarkup(<QualificationBadge locale="ja-jp" level="A" />);
    expect(html).toContain('badge--success');
    expect(html).toContain(productMessages('ja-jp').levelExplanations.A);
  });
});
