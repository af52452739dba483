import { describe, expect, it } from 'vitest';
import { FormSyntaxError, paramName, parseStripeForm } from './form-body.ts';

describe("Stripe's form encoding", () => {
  it('reads bracket notation into nested objects, `[]` as the next index', () => {
    expect(
      parseStripeForm(
        'line_items[0][price_data][currency]=usd&line_items[0][quantity]=2&metadata[order]=a%26b&expand[]=x&expand[]=y&description=',
      ),
    ).toEqual({
      line_items: { '0': { price_data: { currency: 'usd' }, quantity: '2' } },
      metadata: { order: 'a&b' },
      expand: { '0': 'x', '1': 'y' },
      description: '',
    });
  });

  it.each(['a[b]=1&a=2', 'a=1&a[b]=2', '[x]=1', 'a[b=1', 'a[b]x=1', '__proto__[x]=1', 'a[__proto__]=1'])(
    'refuses %s',
    (text) => {
      expect(() => parseStripeForm(text)).toThrow(FormSyntaxError);
    },
  );

  it('names parameters as Stripe does', () => {
    expect(paramName(['line_items', 0, 'price_data', 'currency'])).toBe(
      'line_items[0][price_data][currency]',
    );
  });
});
