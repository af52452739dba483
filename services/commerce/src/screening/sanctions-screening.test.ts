import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows, loadSanctionNames, sdnNames } from './sanctions-list.ts';
import { nameTokens, SanctionsScreening } from './sanctions-screening.ts';

describe('sanctions screening', () => {
  const screening = new SanctionsScreening(['SMITH, John', 'Dana Blocked-Demo', 'Ōkubo Fictitious Listed']);

  it('matches every word of an entry, whatever the case, accents, punctuation and order', () => {
    expect(nameTokens('  Dr. Ōkubo-Fictitious,  LISTED ')).toEqual(['dr', 'okubo', 'fictitious', 'listed']);
    expect(screening.match('John Smith')).toBe('SMITH, John');
    expect(screening.match('Dr. John A. Smith')).toBe('SMITH, John');
    expect(screening.match('okubo fictitious listed')).toBe('Ōkubo Fictitious Listed');
    expect(screening.match('John Smithson')).toBeUndefined();
    expect(screening.match('Dana Blocked')).toBeUndefined();
  });

  it('screens the buyer’s names before the delivery name', () => {
    expect(screening.screen({ buyer: ['Ann Lee', 'Acme Ltd'], delivery: 'DANA blocked demo' })).toEqual({
      field: 'delivery',
      name: 'DANA blocked demo',
      entry: 'Dana Blocked-Demo',
    });
    expect(screening.screen({ buyer: ['John Smith'], delivery: 'Dana Blocked-Demo' })?.field).toBe('buyer');
    expect(screening.screen({ buyer: ['Ann Lee'], delivery: 'Ann Lee' })).toBeUndefined();
  });
});

describe('the sanctions list', () => {
  it('reads the published sdn.csv shape: the name in the second column, quoted fields with commas', async () => {
    const sdn =
      '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n' +
      '173,"ANGLO-CARIBBEAN CO., LTD.",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Remark, ""quoted""."\r\n' +
      '\u001a';
    expect(csvRows(sdn)[1]?.[11]).toBe('Remark, "quoted".');
    expect(sdnNames(sdn)).toEqual(['AEROCARIBBEAN AIRLINES', 'ANGLO-CARIBBEAN CO., LTD.']);
    const folder = await mkdtemp(join(tmpdir(), 'sdn-'));
    await writeFile(join(folder, 'sdn.csv'), sdn);
    expect(await loadSanctionNames(join(folder, 'sdn.csv'))).toHaveLength(2);
  });

  it('ships a fictitious demo list that a journey can match', async () => {
    const names = await loadSanctionNames();
    expect(names).toContain('Dana Blocked-Demo');
    expect(new SanctionsScreening(names).match('Dana Blocked Demo')).toBe('Dana Blocked-Demo');
  });
});
