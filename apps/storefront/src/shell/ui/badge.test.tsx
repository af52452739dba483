import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows its words in the neutral tone unless told otherwise', () => {
    expect(renderToStaticMarkup(<Badge>Level B</Badge>)).toBe(
      '<span class="badge badge--neutral">Level B</span>',
    );
  });

  it('takes a tone, an id to be referred to by, and a class of the caller', () => {
    expect(
      renderToStaticMarkup(
        <Badge tone="warning" id="level-badge" className="product-card__level">
          Level CL3
        </Badge>,
      ),
    ).toBe('<span id="level-badge" class="badge badge--warning product-card__level">Level CL3</span>');
  });
});
