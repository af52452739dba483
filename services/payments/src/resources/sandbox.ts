import type { FastifyRequest } from 'fastify';
import type { Db } from '@store/database';
import type { WebhookEndpoint } from '../webhooks/events.ts';

/** What every resource's routes share. */
export interface Sandbox {
  db: Db;
  endpoints: readonly WebhookEndpoint[];
  /** The absolute address of a hosted page (`/pay/cs_test_…`), as the customer's browser reaches it. */
  hostedPageUrl(request: FastifyRequest, path: string): string;
}
