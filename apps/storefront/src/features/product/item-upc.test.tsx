import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { format } from '../../i18n/format.ts';
import { ItemUpc } from './item-upc.tsx';
import { productMessages } from './messages.ts';

const flags = vi.hoisted(() => ({ upc: false }));
vi.mock('../../shell/flags/flags-provider.tsx', () => ({
  useFlag: (name: keyof typeof flags) => flags[name],
}));

beforeEach(() => {
  flags.upc = false;
});

describe('ItemUpc', () => {
  const text = format(productMessages('ja-jp').upc, { upc: '407350000009' });

  it('shows nothing with the upc flag off', () => {
    expect(renderToStaticMarkup(<ItemUpc text={text} />)).toBe('');
  });

  it('shows the labelled UPC with the flag on', () => {
    flags.upc = true;
    expect(renderToStaticMarkup(<ItemUpc text={text} />)).toBe(
      '<p class="item-offer__upc">UPC コード 407350000009</p>',
    );
  });
});
