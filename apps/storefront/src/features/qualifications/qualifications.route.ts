import {
  documentTypeOf,
  QUALIFICATION_DOCUMENT_MAX_BYTES,
  QUALIFICATION_TYPES,
  type QualificationType,
} from '@store/contracts/qualification-schemes';
import type { Locale } from '@store/locales';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { serverFlag } from '../../clients/flags/server.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { buildFlagContext } from '../../shell/flags/flag-context.ts';
import { customerCaller } from '../customer/customer-request.ts';

/**
 * /api/customer/qualifications?locale&userId: the browser's way to the customer's qualification
 * records at commerce. GET reads them with the levels held; POST takes the form as multipart
 * (type, level, details, document) and sends it on with the document in base64. The document is
 * checked here first (size, and type by its first bytes: 413 and 415), so a wrong file is refused
 * before it travels further; commerce checks it again.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Statuses the browser can act on; anything else from commerce reads as unavailable. */
const PASSED_ON = new Set([400, 401, 403, 404, 422]);
/** The document and the form's few short fields. */
const MAX_REQUEST_BYTES = QUALIFICATION_DOCUMENT_MAX_BYTES + 64 * 1024;
const MEGABYTES = QUALIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024);

async function answer(call: () => Promise<unknown>, status = 200): Promise<Response> {
  try {
    return Response.json(await call(), { status, headers: NO_STORE });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return problemResponse(error.status, error.problem.detail, {
        ...(error.problem.errors ? { errors: error.problem.errors } : {}),
      });
    }
    return problemResponse(503, 'the customer service is not answering; try again shortly');
  }
}

export async function getQualificationsRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  return answer(() => commerce().qualifications(caller.locale, caller.userId, caller.accessToken));
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The types the account-qualifications flag makes active on the store; none, and nothing can be submitted. */
async function activeTypes(locale: Locale, userId: string): Promise<readonly QualificationType[]> {
  const { activeQualifications } = await serverFlag(
    'account-qualifications',
    buildFlagContext(locale, userId, ''),
  );
  return QUALIFICATION_TYPES.filter((type) => activeQualifications.includes(type));
}

export async function postQualificationRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) {
    return problemResponse(413, `expects a document of at most ${MEGABYTES} MB`);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problemResponse(400, 'expects a multipart form with type, level, details and document');
  }
  const document = form.get('document');
  if (!(document instanceof File) || document.size === 0) {
    return problemResponse(400, 'expects a document: a PDF, PNG or JPEG file', {
      errors: [{ path: 'body.document', message: 'expects a file' }],
    });
  }
  if (document.size > QUALIFICATION_DOCUMENT_MAX_BYTES) {
    return problemResponse(413, `expects a document of at most ${MEGABYTES} MB`);
  }
  const bytes = new Uint8Array(await document.arrayBuffer());
  if (!documentTypeOf(bytes)) {
    return problemResponse(415, 'expects a PDF, PNG or JPEG file (its content is checked, not its name)');
  }
  const active = await activeTypes(caller.locale, caller.userId);
  const type = active.find((known) => known === form.get('type'));
  if (!type) {
    return problemResponse(
      400,
      `expects type, one of ${active.join(', ') || 'none: submissions are closed'}`,
      {
        errors: [{ path: 'body.type', message: 'expects an active qualification type' }],
      },
    );
  }
  return answer(
    () =>
      commerce().submitQualification(caller.locale, caller.userId, caller.accessToken, {
        type,
        level: text(form.get('level')),
        details: text(form.get('details')),
        document: { fileName: document.name || 'document', data: Buffer.from(bytes).toString('base64') },
      }),
    201,
  );
}
