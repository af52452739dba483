import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { QualificationStatus, QualificationType } from '@store/contracts/qualification-schemes';
import type { Db } from '@store/database';
import type { StoreId } from '@store/locales';
import { qualificationDocuments, qualifications } from '../db/schema.ts';
import { today } from './qualifications.ts';

/**
 * The demo customers' qualifications (README, Demo customers), one of each situation the gate
 * knows, in the scheme of each customer's own store: demo.us holds C, demo.ca holds B (lapsing
 * within 30 days, so it is reminded), demo.gb waits for a review of CL2, and the others hold nothing.
 */

interface DemoQualification {
  id: string;
  username: string;
  siteId: StoreId;
  type: QualificationType;
  level: string;
  status: Exclude<QualificationStatus, 'expired'>;
  details: string;
  /** An approval lapsing this many days after seeding, so its expiry reminder shows in the demo mailbox. */
  expiresInDays?: number;
}

export const DEMO_QUALIFICATIONS: readonly DemoQualification[] = [
  {
    id: '5a1e0c9b-7d3f-4e21-8b6a-000000000001',
    username: 'demo.us',
    siteId: 'usassessments',
    type: 'degree',
    level: 'C',
    status: 'approved',
    details: 'PhD in Clinical Psychology, Portland State University, 2014; Oregon psychologist licence 4471.',
  },
  {
    id: '5a1e0c9b-7d3f-4e21-8b6a-000000000002',
    username: 'demo.ca',
    siteId: 'caassessments',
    type: 'degree',
    level: 'B',
    status: 'approved',
    details: 'MEd in Educational Psychology, Université Laval, 2016.',
    expiresInDays: 20,
  },
  {
    id: '5a1e0c9b-7d3f-4e21-8b6a-000000000003',
    username: 'demo.gb',
    siteId: 'ukassessments',
    type: 'certification',
    level: 'CL2',
    status: 'pending',
    details: 'HCPC registered practitioner psychologist, registration PYL01234.',
  },
];

/** Far enough ahead that the demo's approvals do not expire under a running demo. */
export const DEMO_EXPIRY = '2036-12-31';

const demoExpiry = (days: number | undefined) =>
  days === undefined ? DEMO_EXPIRY : today(new Date(Date.now() + days * 24 * 60 * 60_000));

/** The smallest well-formed one-page PDF: the demo's evidence. */
export const DEMO_DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Seeds the demo qualifications under fixed ids; records already there (reviewed since) are kept. */
export async function seedDemoQualifications(db: Db): Promise<void> {
  const rows = DEMO_QUALIFICATIONS.map((demo) => {
    const customer = DEMO_CUSTOMERS.find((c) => c.username === demo.username);
    if (!customer) throw new Error(`no demo customer ${demo.username}`);
    return {
      id: demo.id,
      userId: customer.id,
      siteId: demo.siteId,
      type: demo.type,
      level: demo.level,
      status: demo.status,
      details: demo.details,
      fileName: `${demo.username}-evidence.pdf`,
      contentType: 'application/pdf',
      size: DEMO_DOCUMENT.length,
      ...(demo.status === 'approved'
        ? { expiresOn: demoExpiry(demo.expiresInDays), reviewedAt: new Date().toISOString() }
        : {}),
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(qualifications).values(rows).onConflictDoNothing({ target: qualifications.id });
    await tx
      .insert(qualificationDocuments)
      .values(rows.map((row) => ({ qualificationId: row.id, data: DEMO_DOCUMENT })))
      .onConflictDoNothing({ target: qualificationDocuments.qualificationId });
  });
}
