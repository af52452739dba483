import { createCommerceClient } from './commerce-client.ts';

/** A commerce client whose every call is answered by `response`; `requests` records what it sent. */
export function clientAnswering(response: () => Response) {
  const requests: Request[] = [];
  const client = createCommerceClient({
    baseUrl: 'http://commerce.test',
    apiKey: 'test-key-0123456789',
    timeoutMs: 300,
    fetchImpl: async (input, init) => {
      requests.push(new Request(input, init));
      return response();
    },
  });
  return { client, requests };
}
