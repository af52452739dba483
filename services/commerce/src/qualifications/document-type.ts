import {
  documentTypeOf,
  QUALIFICATION_DOCUMENT_MAX_BYTES,
  type QualificationDocumentType,
} from '@store/contracts/qualification-schemes';
import type { DocumentProblem } from '@store/contracts/commerce';
import { ProblemError } from '@store/service-runtime';

/**
 * An uploaded document is taken only when it is at most 5 MB and its first bytes say it is a PDF,
 * PNG or JPEG (documentTypeOf), whatever its name or declared type.
 */

const MEGABYTES = QUALIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024);

function documentProblem(problem: DocumentProblem, detail: string): ProblemError {
  return new ProblemError(422, detail, {
    documentProblem: problem,
    errors: [{ path: 'body.document', message: detail }],
  });
}

/** The document's bytes and type; a 422 with `documentProblem` when it is too large or not a PDF, PNG or JPEG. */
export function readDocument(base64: string): { bytes: Buffer; contentType: QualificationDocumentType } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > QUALIFICATION_DOCUMENT_MAX_BYTES) {
    throw documentProblem('too-large', `The document is larger than ${MEGABYTES} MB; send a smaller file.`);
  }
  const contentType = documentTypeOf(bytes);
  if (!contentType) {
    throw documentProblem(
      'unsupported-type',
      'The document is not a PDF, PNG or JPEG file (its content was checked, not its name).',
    );
  }
  return { bytes, contentType };
}
