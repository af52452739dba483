import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './page-type.ts';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/fr-ca', 'home'],
    ['/store/100/en', 'home'],
    ['/en-us/p/A100123', 'product'],
    ['/p/A100123?variant=2', 'product'],
    ['/images/products/A100123/abcdefghijklmnop-640.avif', 'image'],
    ['/en-gb/search.html?q=wisc', 'search'],
    ['/en-us/category/cognition/tests', 'category'],
    ['/en-us/cart', 'cart'],
    ['/store/100/en/quickOrder', 'cart'],
    ['/en-us/checkout', 'checkout'],
    ['/en-us/checkout/confirmation?order=X-1', 'checkout'],
    ['/en-us/invoices/INV-1/payment', 'checkout'],
    ['/en-us/my-account/orders/A-77', 'account'],
    ['/en-us/invoices', 'account'],
    ['/en-us/login', 'account'],
    ['/api/suggest?q=w', 'api'],
    ['/headless/ecommerce/v2/products/A1', 'api'],
    ['/am/json/realms/root/realms/alpha/authenticate', 'api'],
    ['/flags/ofrep/v1/evaluate/flags', 'api'],
    ['/flags/stream', 'stream'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/scripts/data-layer.js', 'static'],
    ['/icon.svg', 'static'],
    ['/en-us/contact-us', 'other'],
    ['/wp-login.php', 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});
