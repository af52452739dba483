import { QUALIFICATION_LEVELS } from '@store/contracts/commerce-constants';
import { requiredLevel } from '@store/contracts/qualification-schemes';
import { LOCALES, localeInfo } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { format } from '../../i18n/format.ts';
import { catalogMessages } from './messages.ts';

/** The code as a word of its own in a label: "Level CL2", "レベルA", "A级", "Unrestricted". */
const namesCode = (label: string, code: string) =>
  new RegExp(`(^|[^A-Za-z0-9])${code}([^A-Za-z0-9]|$)`, 'i').test(label);

describe('qualification levels as each store names them', () => {
  it('name the level of the store’s scheme, never the catalogue’s letter where they differ', () => {
    for (const locale of LOCALES) {
      const { storeId } = localeInfo(locale);
      const { levels } = catalogMessages(locale);
      for (const level of QUALIFICATION_LEVELS) {
        const { code } = requiredLevel(storeId, level);
        expect(namesCode(levels[level], code), `${locale} ${level}: ${levels[level]} names ${code}`).toBe(
          true,
        );
      }
    }
  });

  it('show CL2 in the UK and the reversed letters in Australia on the product facts', () => {
    const gb = catalogMessages('en-gb');
    expect(format(gb.qualification, { level: gb.levels.B })).toBe('Qualification: Level CL2');
    expect(format(gb.qualification, { level: gb.levels.A })).toBe('Qualification: Unrestricted');
    const au = catalogMessages('en-au');
    expect(format(au.qualification, { level: au.levels.C })).toBe('Qualification: Level A');
    const us = catalogMessages('en-us');
    expect(format(us.qualification, { level: us.levels.C })).toBe('Qualification: Level C');
  });
});
