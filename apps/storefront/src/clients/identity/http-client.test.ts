import { describe, expect, it, vi } from 'vitest';
import { EMPTY_ADVICE_MESSAGE } from './advice.ts';
import {
  protectedRequest,
  STEP_ANSWER_TIMEOUT_MS,
  STEP_UP_STALLED_MESSAGE,
  StepUpFailedError,
} from './http-client.ts';
import { stubbedBrowser } from './browser-stubs.test-support.ts';

/** The HTTP client against a stubbed network: what it sends, and what it refuses to send. */

const ORIGIN = 'http://127.0.0.1:3000';
const settings = { clientId: 'storefront-us', origin: ORIGIN };
const challenge = (advices: unknown) =>
  `SSOADVICE realm="/alpha",advices="${btoa(JSON.stringify(advices))}",ttl="0"`;

const fetchMock = stubbedBrowser();

const request = { url: '/api/customer/order-email?locale=en-us', method: 'PUT' as const, body: '{}' };

describe('protectedRequest', () => {
  it('answers a response without advices as it came', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const response = await protectedRequest(settings, request, async () => ({}));
    expect(response.status).toBe(200);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${ORIGIN}${request.url}`);
  });

  it('fails an empty advice list with requirements §8’s message, before asking the identity provider', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response('{}', {
          status: 401,
          headers: { 'www-authenticate': challenge({ TransactionConditionAdvice: [] }) },
        }),
    );
    const onStep = vi.fn(async () => ({}));
    await expect(protectedRequest(settings, request, onStep)).rejects.toThrow(EMPTY_ADVICE_MESSAGE);
    expect(onStep).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`${ORIGIN}${request.url}`]);
  });

  it('refuses an empty advice list that comes only when the call is sent again for step-up', async () => {
    const lists = [['6f1c2a0e-6a8e-4c1b-9f57-0a4d3c2b1e00'], []];
    fetchMock.mockImplementation(
      async () =>
        new Response('{}', {
          status: 401,
          headers: { 'www-authenticate': challenge({ TransactionConditionAdvice: lists.shift() ?? [] }) },
        }),
    );
    await expect(protectedRequest(settings, request, async () => ({}))).rejects.toThrow(EMPTY_ADVICE_MESSAGE);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/customer/order-email',
      '/api/customer/order-email',
    ]);
  });

  describe('step-up', () => {
    const TX = '6f1c2a0e-6a8e-4c1b-9f57-0a4d3c2b1e00';
    const step = {
      authId: 'step-1',
      stage: 'StepUpPassword',
      header: 'Confirm it is you',
      description: 'Change where your order confirmations and invoices are sent',
      callbacks: [
        {
          type: 'PasswordCallback',
          output: [{ name: 'prompt', value: 'Password' }],
          input: [{ name: 'IDToken1', value: '' }],
          _id: 0,
        },
        {
          type: 'ConfirmationCallback',
          output: [
            { name: 'prompt', value: '' },
            { name: 'messageType', value: 0 },
            { name: 'options', value: ['Confirm', 'Cancel'] },
            { name: 'optionType', value: -1 },
            { name: 'defaultOption', value: 0 },
          ],
          input: [{ name: 'IDToken2', value: 0 }],
          _id: 1,
        },
      ],
    };
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

    function network(treeAnswer: Response, firstAnswer: () => Response = () => json(step)) {
      const sent: { url: string; body: string }[] = [];
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        sent.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
        if (url.includes('/authenticate?authIndexType=composite_advice')) return firstAnswer();
        if (url.includes('/authenticate')) return treeAnswer;
        if (url.includes(`_txid=${TX}`)) return json({ email: 'a@clinic.example', usesSignInEmail: false });
        return new Response('{}', {
          status: 401,
          headers: { 'www-authenticate': challenge({ TransactionConditionAdvice: [TX] }) },
        });
      });
      return sent;
    }

    it('shows the tree’s step, sends the answers, and retries once with the transaction', async () => {
      const sent = network(json({ tokenId: 'session', successUrl: '/', realm: '/alpha' }));
      const onStep = vi.fn(async () => ({ 0: 'Assess2024', 1: 0 }));
      const response = await protectedRequest(settings, request, onStep);
      expect(response.status).toBe(200);
      expect(onStep).toHaveBeenCalledWith({
        stage: 'StepUpPassword',
        header: 'Confirm it is you',
        description: step.description,
        callbacks: [
          { type: 'password', index: 0, prompt: 'Password' },
          { type: 'confirmation', index: 1, options: ['Confirm', 'Cancel'], defaultOption: 0 },
        ],
      });
      const answered = JSON.parse(sent[3]!.body) as typeof step;
      expect(answered.callbacks.map((c) => c.input[0]!.value)).toEqual(['Assess2024', 0]);
      expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
        '/api/customer/order-email',
        '/api/customer/order-email',
        '/am/json/realms/root/realms/alpha/authenticate',
        '/am/json/realms/root/realms/alpha/authenticate',
        '/api/customer/order-email',
      ]);
      expect(new URL(sent[2]!.url).searchParams.get('authIndexValue')).toContain(`<Value>${TX}</Value>`);
      expect(new URL(sent[4]!.url).searchParams.get('_txid')).toBe(TX);
    });

    it('fails with requirements §8’s message when the tree’s first answer is not a step', async () => {
      const sent = network(json({}), () => json({ tokenId: 'session', successUrl: '/', realm: '/alpha' }));
      const onStep = vi.fn(async () => ({}));
      await expect(protectedRequest(settings, request, onStep)).rejects.toThrow(
        new Error('Initial response from auth server not a step'),
      );
      expect(onStep).not.toHaveBeenCalled();
      expect(sent.filter((s) => s.url.includes('_txid'))).toEqual([]);
    });

    it('ends in StepUpFailedError when the tree fails, without retrying the call', async () => {
      const sent = network(json({ code: 401, reason: 'Unauthorized', message: 'Login failure' }, 401));
      await expect(
        protectedRequest(settings, request, async () => ({ 0: 'wrong', 1: 0 })),
      ).rejects.toBeInstanceOf(StepUpFailedError);
      expect(sent.filter((s) => s.url.includes('_txid'))).toEqual([]);
    });

    it('gives up when the answer cannot reach the identity provider, instead of waiting for ever', async () => {
      // The SDK's own rejection is unhandled (the reason for the watchdog): kept from failing the run.
      const listeners = process.listeners('unhandledRejection');
      process.removeAllListeners('unhandledRejection');
      const unhandled: unknown[] = [];
      process.on('unhandledRejection', (reason) => unhandled.push(reason));
      vi.useFakeTimers();
      try {
        network(json({}));
        const failing = fetchMock.getMockImplementation()!;
        fetchMock.mockImplementation(async (input, init) => {
          const url = String(input);
          if (url.includes('/authenticate') && !url.includes('composite_advice'))
            throw new TypeError('Failed to fetch');
          return failing(input, init);
        });
        const answered = vi.fn(async () => ({ 0: 'Assess2024', 1: 0 }));
        const outcome = protectedRequest(settings, request, answered).catch((error: unknown) => error);
        await vi.waitFor(() => expect(answered).toHaveBeenCalled());
        await vi.advanceTimersByTimeAsync(STEP_ANSWER_TIMEOUT_MS + 1);
        expect(await outcome).toEqual(new Error(STEP_UP_STALLED_MESSAGE));
        expect(unhandled).toEqual([new TypeError('Failed to fetch')]);
      } finally {
        vi.useRealTimers();
        process.removeAllListeners('unhandledRejection');
        for (const listener of listeners) process.on('unhandledRejection', listener);
      }
    });
  });
});
