import { describe, expect, it } from 'vitest';
import { readReorderNotice, reorderNoticeParams } from './reorder-notice-query.ts';

const result = {
  cartId: '7f1c2a8e-5d2b-4c8e-9a51-1f2d3c4b5a69',
  added: [{ itemCode: 'F439595-RF25', quantity: 2 }],
  adjustments: [
    { itemCode: 'A100123-KIT', requested: 12, kept: 10, reason: 'above-maximum' as const },
    { itemCode: 'B200456-ONL', requested: 1, kept: 0, reason: 'not-sold-here' as const },
  ],
};

describe('the reorder notice in the cart address', () => {
  it('carries the order number and each change there and back', () => {
    const params = reorderNoticeParams('US-2026-000123', result);
    expect(params.toString()).toBe(
      'reordered=US-2026-000123&changed=A100123-KIT%7E12%7E10%7Eabove-maximum&changed=B200456-ONL%7E1%7E0%7Enot-sold-here',
    );
    const searchParams = {
      reordered: params.get('reordered') ?? undefined,
      changed: params.getAll('changed'),
    };
    expect(readReorderNotice(searchParams)).toEqual({
      orderNumber: 'US-2026-000123',
      changes: result.adjustments,
    });
  });

  it('reads a single change, and none', () => {
    expect(
      readReorderNotice({ reordered: 'GB-2026-000001', changed: 'X100001-PK~3~0~out-of-stock' }),
    ).toEqual({
      orderNumber: 'GB-2026-000001',
      changes: [{ itemCode: 'X100001-PK', requested: 3, kept: 0, reason: 'out-of-stock' }],
    });
    expect(readReorderNotice({ reordered: 'GB-2026-000001' })).toEqual({
      orderNumber: 'GB-2026-000001',
      changes: [],
    });
  });

  it('shows nothing without an order number and drops changes that are not well formed', () => {
    expect(readReorderNotice({})).toBeUndefined();
    expect(readReorderNotice({ reordered: 'not-an-order' })).toBeUndefined();
    expect(
      readReorderNotice({
        reordered: 'US-2026-000123',
        changed: ['A1~x~0~out-of-stock', 'A1~1~0~made-up', '<b>~1~0~out-of-stock', 'A1~2~1'],
      }),
    ).toEqual({ orderNumber: 'US-2026-000123', changes: [] });
  });
});
