import { randomInt } from 'node:crypto';

/**
 * Licence and access codes of digital lines: four groups of four characters (Q4K7-M2XP-…) drawn
 * uniformly from a crypto source over letters and digits without the ones read alike (0 O 1 I L),
 * so a customer can read one out on the phone; 16 of 31 symbols is about 79 bits, far beyond guessing.
 */

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export const LICENCE_CODE_PATTERN = new RegExp(
  `^[${ALPHABET}]{${GROUP_LENGTH}}(?:-[${ALPHABET}]{${GROUP_LENGTH}}){${GROUPS - 1}}$`,
);

export function licenceCode(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');
}
