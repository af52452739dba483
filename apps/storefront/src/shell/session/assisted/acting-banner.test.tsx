import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../session-types.ts';
import { ActingBanner } from './acting-banner.tsx';
import { assistedMessages } from './messages.ts';

const { session } = vi.hoisted(() => ({ session: { current: { status: 'processing' } as SessionState } }));
vi.mock('../session-provider.tsx', () => ({
  useSession: () => session.current,
  useSignOut: () => async () => {},
}));

const CUSTOMER = {
  id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000001',
  firstName: 'Avery',
  lastName: 'Johnson',
  email: 'demo.us@example.com',
  registrationCountryIso: 'US',
};

beforeEach(() => {
  session.current = { status: 'processing' };
});

describe('ActingBanner', () => {
  it('names the customer and offers End session while an agent acts for them', () => {
    session.current = {
      status: 'signed-in',
      user: { ...CUSTOMER, actor: { id: '5a7e3b10-6c2d-4e8f-9a1b-000000000002', name: 'Sam Rivera' } },
    };
    const html = renderToStaticMarkup(<ActingBanner locale="fr-ca" />);
    const messages = assistedMessages('fr-ca');
    expect(html).toContain(messages.actingFor.replace('{name}', 'Avery Johnson'));
    expect(html).toContain(`>${messages.endSession}</button>`);
    expect(html).toContain(`aria-label="${messages.label}"`);
  });

  it('shows nothing for the customer’s own session, nor while signed out or processing', () => {
    for (const state of [
      { status: 'signed-in', user: CUSTOMER },
      { status: 'signed-out' },
      { status: 'processing' },
    ] as SessionState[]) {
      session.current = state;
      expect(renderToStaticMarkup(<ActingBanner locale="en-us" />)).toBe('');
    }
  });
});
