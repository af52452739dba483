import { describe, expect, it } from 'vitest';
import {
  encodeRouteNotifications,
  NotificationDecodeError,
  parseClosedIds,
  readRouteNotifications,
  signRouteNotifications,
} from './notifications.ts';

const KEY = 'a-signing-key-of-the-store-0123456789';
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('route notifications', () => {
  it('reads a notification that names a message by key, with its parameters and defaults filled', async () => {
    const value = base64([{ id: 'n1', key: 'quoteSent', params: { quote: 'Q-1042' } }]);
    expect(await readRouteNotifications(value, undefined)).toEqual([
      { id: 'n1', kind: 'info', key: 'quoteSent', params: { quote: 'Q-1042' }, showOncePerSession: false },
    ]);
  });

  it('accepts a single object and URL-safe base64 with non-Latin parameters', async () => {
    const value = encodeRouteNotifications({
      id: 'jp',
      kind: 'success',
      key: 'orderPlaced',
      params: { order: '注文-42', count: 3 },
      showOncePerSession: true,
    })
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect((await readRouteNotifications(value, undefined))[0]).toMatchObject({
      id: 'jp',
      params: { order: '注文-42', count: 3 },
      showOncePerSession: true,
    });
  });

  it('refuses free text in an unsigned address', async () => {
    const value = base64([{ id: 'phish', text: 'Your account is locked: call +1 555 0100.' }]);
    await expect(readRouteNotifications(value, KEY)).rejects.toThrow(/signed by the store/);
  });

  it('refuses a parameter that is a sentence rather than a value', async () => {
    const value = base64({ id: 'p', key: 'quoteSent', params: { quote: 'was not sent: call +1 555 0100' } });
    await expect(readRouteNotifications(value, KEY)).rejects.toThrow(NotificationDecodeError);
  });

  it('shows free text the store signed', async () => {
    const value = await signRouteNotifications(
      [{ id: 's1', kind: 'warning', text: 'Maintenance tonight.' }],
      KEY,
    );
    expect(await readRouteNotifications(value, KEY)).toEqual([
      { id: 's1', kind: 'warning', text: 'Maintenance tonight.', showOncePerSession: false },
    ]);
  });

  it('refuses a bad signature, a signature by another key, a changed text, and any signature without a key', async () => {
    const signed = await signRouteNotifications({ id: 's1', text: 'Maintenance tonight.' }, KEY);
    const [payload = '', signature = ''] = signed.split('.');
    const changed = `${base64({ id: 's1', text: 'Call +1 555 0100.' })}.${signature}`;
    const other = await signRouteNotifications({ id: 's1', text: 'Maintenance tonight.' }, `${KEY}-other`);
    for (const value of [`${payload}.AAAA`, `${payload}.`, changed, other]) {
      await expect(readRouteNotifications(value, KEY)).rejects.toThrow(/signature/);
    }
    await expect(readRouteNotifications(signed, undefined)).rejects.toThrow(/signature/);
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of plain text', Buffer.from('hello').toString('base64')],
    ['the wrong shape', base64([{ key: 'quoteSent' }])],
    ['an empty list', base64([])],
    ['an unknown kind', base64({ id: 'x', key: 'welcome', kind: 'loud' })],
    ['two signatures', `${base64({ id: 'x', key: 'welcome' })}.a.b`],
  ])('rejects %s', async (_label, value) => {
    await expect(readRouteNotifications(value, KEY)).rejects.toThrow(NotificationDecodeError);
  });

  it('reads the closed ids comma list', () => {
    expect([...parseClosedIds('a, b,,c')]).toEqual(['a', 'b', 'c']);
    expect(parseClosedIds(null).size).toBe(0);
  });
});
