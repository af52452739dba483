import { z } from 'zod';

/**
 * GET /users/{userId}/account-summary: what the my-account overview shows at a glance besides the
 * customer's details and invoice balance: orders still under way, the qualification standing and the
 * account the customer buys for.
 */

export const QUALIFICATION_STANDINGS = ['approved', 'pending', 'expired', 'none'] as const;
export type QualificationStanding = (typeof QUALIFICATION_STANDINGS)[number];

export const accountSummarySchema = z.object({
  /** Orders of the customer on the site neither delivered nor cancelled. */
  openOrders: z.number().int().nonnegative(),
  qualification: z.object({
    /** approved: holds a level now; else pending (a record waits for review), expired, or none. */
    standing: z.enum(QUALIFICATION_STANDINGS),
    /** The levels held now, in the scheme's order. */
    levels: z.array(z.string()),
    /** The earliest last day of the approvals held now, YYYY-MM-DD. */
    expiresOn: z.string().optional(),
    /** Records waiting for review. */
    pending: z.number().int().nonnegative(),
  }),
  /** The organisation the customer buys for; absent: the personal account. */
  activeOrganisation: z.object({ id: z.uuid(), name: z.string(), accountNumber: z.string() }).optional(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
