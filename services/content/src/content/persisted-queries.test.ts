import { describe, expect, it } from 'vitest';
import { ProblemError } from '@store/service-runtime';
import { parsePersistedQuery } from './persisted-queries.ts';

describe('parsePersistedQuery', () => {
  it('reads the project, the query and raw or encoded variables', () => {
    expect(
      parsePersistedQuery(
        '/content/graphql/execute.json/USAssessments/en-us-pdp-program;programCode=B200456?x=1',
      ),
    ).toEqual({
      project: 'USAssessments',
      name: 'en-us-pdp-program',
      variables: new Map([['programCode', 'B200456']]),
    });
    expect(
      parsePersistedQuery('/graphql/execute.json/USAssessments/en-us-pdp-program%3BprogramCode%3DC300789')
        ?.variables,
    ).toEqual(new Map([['programCode', 'C300789']]));
  });

  it('finds no query without a project and query name, or with an extra segment', () => {
    expect(parsePersistedQuery('/graphql/execute.json/USAssessments')).toBeUndefined();
    expect(
      parsePersistedQuery('/graphql/execute.json/USAssessments/en-us-pdp-program/extra'),
    ).toBeUndefined();
    expect(parsePersistedQuery('/elsewhere')).toBeUndefined();
  });

  it('refuses a malformed percent-encoding with a 400 problem', () => {
    expect(() => parsePersistedQuery('/graphql/execute.json/USAssessments/en-us%E0%A4%A')).toThrow(
      ProblemError,
    );
  });
});
