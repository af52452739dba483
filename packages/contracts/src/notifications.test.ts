import { describe, expect, it } from 'vitest';
import {
  decodeRouteNotifications,
  encodeRouteNotifications,
  NotificationDecodeError,
  parseClosedIds,
} from './notifications.ts';

describe('route notifications', () => {
  it('decodes a base64 JSON list, with defaults filled', () => {
    const value = Buffer.from(JSON.stringify([{ id: 'n1', text: 'Your order was placed.' }])).toString(
      'base64',
    );
    expect(decodeRouteNotifications(value)).toEqual([
      { id: 'n1', kind: 'info', text: 'Your order was placed.', showOncePerSession: false },
    ]);
  });

  it('accepts a single object and URL-safe base64 with non-Latin text', () => {
    const value = encodeRouteNotifications({
      id: 'jp',
      kind: 'success',
      text: 'ご注文を承りました。',
      showOncePerSession: true,
    })
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(decodeRouteNotifications(value)[0]).toMatchObject({
      id: 'jp',
      text: 'ご注文を承りました。',
      showOncePerSession: true,
    });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of plain text', Buffer.from('hello').toString('base64')],
    ['the wrong shape', Buffer.from(JSON.stringify([{ text: 'no id' }])).toString('base64')],
    ['an empty list', Buffer.from('[]').toString('base64')],
    ['an unknown kind', Buffer.from(JSON.stringify({ id: 'x', text: 't', kind: 'loud' })).toString('base64')],
  ])('rejects %s', (_label, value) => {
    expect(() => decodeRouteNotifications(value)).toThrow(NotificationDecodeError);
  });

  it('reads the closed ids comma list', () => {
    expect([...parseClosedIds('a, b,,c')]).toEqual(['a', 'b', 'c']);
    expect(parseClosedIds(null).size).toBe(0);
  });
});
