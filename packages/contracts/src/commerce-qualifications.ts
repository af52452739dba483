import { z } from 'zod';
import { operatorListSchema, operatorPagingSchema } from './operator-lists.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';
import {
  QUALIFICATION_DOCUMENT_MAX_BYTES,
  QUALIFICATION_DOCUMENT_TYPES,
  QUALIFICATION_STATUSES,
  QUALIFICATION_TYPES,
} from './qualification-schemes.ts';

/**
 * A customer's qualification records (docs/qualifications.md): what they submitted, in which level
 * of the store's scheme, and what an operator decided. Levels are the scheme's codes (B, CL2, …).
 */

const DETAILS_MAX = 2000;
const NOTE_MAX = 1000;
/** Base64 of the largest document, with the padding of its last group. */
const DOCUMENT_BASE64_MAX = Math.ceil(QUALIFICATION_DOCUMENT_MAX_BYTES / 3) * 4;

const plainText = (max: number) =>
  z
    .string('expects text')
    .trim()
    .min(1, 'expects a value')
    .max(max, `expects at most ${max} characters`)
    .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`);

const levelCodeSchema = z
  .string('expects a level code such as B or CL2')
  .regex(/^[A-Za-z0-9]{1,16}$/, 'expects a level code such as B or CL2');

/** A calendar day, YYYY-MM-DD: an approval lasts to the end of its expiry day (UTC). */
const daySchema = z.iso.date('expects a date such as 2030-12-31');

/** POST /users/{userId}/qualifications: the document travels as base64; its type is read from its bytes. */
export const qualificationSubmissionSchema = z
  .object({
    type: z.enum(QUALIFICATION_TYPES, `expects one of ${QUALIFICATION_TYPES.join(', ')}`),
    level: levelCodeSchema,
    details: plainText(DETAILS_MAX),
    document: z
      .object({
        fileName: plainText(200),
        data: z
          .base64('expects the document’s bytes in base64')
          .min(1, 'expects a document')
          .max(
            DOCUMENT_BASE64_MAX,
            `expects a document of at most ${QUALIFICATION_DOCUMENT_MAX_BYTES} bytes`,
          ),
      })
      .strict(),
  })
  .strict();
export type QualificationSubmission = z.infer<typeof qualificationSubmissionSchema>;

export const qualificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(QUALIFICATION_TYPES),
  /** The level of the store's scheme: as submitted while pending, as approved once approved. */
  level: z.string(),
  status: z.enum(QUALIFICATION_STATUSES),
  details: z.string(),
  document: z.object({
    fileName: z.string(),
    contentType: z.enum(QUALIFICATION_DOCUMENT_TYPES),
    size: z.number().int().positive(),
  }),
  submittedAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).optional(),
  expiresOn: daySchema.optional(),
  reviewerNote: z.string().optional(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** The customer's records on the site, newest first, and the levels they hold there (approved, unexpired). */
export const qualificationListSchema = z.object({
  qualifications: z.array(qualificationSchema),
  heldLevels: z.array(z.string()),
});
export type QualificationList = z.infer<typeof qualificationListSchema>;

/** What makes a document unacceptable; the storefront words each in the customer's language. */
export const DOCUMENT_PROBLEMS = ['too-large', 'unsupported-type'] as const;
export type DocumentProblem = (typeof DOCUMENT_PROBLEMS)[number];

/** The operator API's view of a submission: the record with whose it is and on which site. */
export const operatorQualificationSchema = qualificationSchema.extend({
  userId: z.uuid(),
  siteId: z.string(),
  customerName: z.string(),
  email: z.string(),
});
export type OperatorQualification = z.infer<typeof operatorQualificationSchema>;

export const operatorQualificationListSchema = operatorListSchema(operatorQualificationSchema);

/** GET /operator/qualifications: one status (pending by default), oldest first; a site, a name or email. */
export const operatorListQuerySchema = operatorPagingSchema
  .extend({
    status: z.enum(QUALIFICATION_STATUSES).default('pending'),
    siteId: z.string().min(1).optional(),
    q: z.string().trim().min(1).max(200).optional(),
    order: z.enum(['asc', 'desc'], 'expects asc or desc').default('asc'),
    sort: z.enum(['submittedAt'], 'expects submittedAt').default('submittedAt'),
  })
  .strict();

export const qualificationParamsSchema = z
  .object({ id: z.uuid('expects a qualification id (a UUID)') })
  .strict();

/** POST /operator/qualifications/{id}/approve: the level the evidence supports and until when. */
export const qualificationApprovalSchema = z
  .object({ level: levelCodeSchema, expiresOn: daySchema, note: plainText(NOTE_MAX).optional() })
  .strict();
export type QualificationApproval = z.infer<typeof qualificationApprovalSchema>;

/** POST /operator/qualifications/{id}/reject: the note tells the customer why. */
export const qualificationRejectionSchema = z.object({ note: plainText(NOTE_MAX) }).strict();
export type QualificationRejection = z.infer<typeof qualificationRejectionSchema>;

/** The 422 of a placement with lines above the customer's level: each line and the level it needs. */
export const qualificationRefusalLineSchema = z.object({
  itemCode: z.string(),
  productCode: z.string(),
  requiredLevel: z.string(),
});
export type QualificationRefusalLine = z.infer<typeof qualificationRefusalLineSchema>;
export type OperatorQualificationQuery = z.output<typeof operatorListQuerySchema>;
