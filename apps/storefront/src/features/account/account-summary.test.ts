import { describe, expect, it } from 'vitest';
import { qualificationText } from './account-summary.tsx';
import { accountMessages } from './messages.ts';

const day = (isoDay: string) => `day ${isoDay}`;

describe('the qualification standing on the account overview', () => {
  const m = accountMessages('en-us').overview;

  it('names the levels held and the earliest expiry', () => {
    expect(
      qualificationText(
        { standing: 'approved', levels: ['B', 'C'], expiresOn: '2027-03-01', pending: 0 },
        m,
        day,
      ),
    ).toBe('Level B, C approved until day 2027-03-01');
    expect(qualificationText({ standing: 'approved', levels: ['C'], pending: 0 }, m, day)).toBe(
      'Level C approved',
    );
  });

  it('says what to do when nothing is held', () => {
    expect(qualificationText({ standing: 'pending', levels: [], pending: 1 }, m, day)).toBe(
      'Waiting for review',
    );
    expect(qualificationText({ standing: 'expired', levels: [], pending: 0 }, m, day)).toBe(
      'Expired: upload a renewal',
    );
    expect(qualificationText({ standing: 'none', levels: [], pending: 0 }, m, day)).toBe('None on file');
  });

  it('is written in each locale’s language', () => {
    const fr = accountMessages('fr-ca').overview;
    expect(qualificationText({ standing: 'pending', levels: [], pending: 1 }, fr, day)).toBe(
      'En attente d’examen',
    );
  });
});
