import { flagDefaults, flagMockValues, type FlagValues } from '@store/contracts/flag-catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFlagContext } from './flag-context.ts';
import { startFlagsRuntime, type FlagsRuntime } from './flags-runtime.ts';

const context = buildFlagContext('en-us', undefined, 'US');

describe('the browser flags runtime', () => {
  let runtime: FlagsRuntime | undefined;

  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
  });

  afterEach(() => {
    runtime?.close();
    runtime = undefined;
    vi.unstubAllGlobals();
  });

  it('reports nothing while the values are those the page already shows', async () => {
    const reports: FlagValues[] = [];
    runtime = await startFlagsRuntime({
      mock: true,
      context,
      initial: flagMockValues(),
      onValues: (values) => reports.push(values),
    });
    await runtime.setContext(context);
    expect(reports).toEqual([]);
  });

  it('reports values that differ from those shown once, not again for the same values', async () => {
    const shown = flagDefaults();
    expect(shown).not.toEqual(flagMockValues());
    const reports: FlagValues[] = [];
    runtime = await startFlagsRuntime({
      mock: true,
      context,
      initial: shown,
      onValues: (values) => reports.push(values),
    });
    await runtime.setContext(context);
    expect(reports).toEqual([flagMockValues()]);
  });
});
