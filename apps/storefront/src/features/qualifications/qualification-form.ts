import { documentTypeOf, QUALIFICATION_DOCUMENT_MAX_BYTES } from '@store/contracts/qualification-schemes';

/**
 * The submission form's own checks, made in the browser before anything is sent (the storefront
 * route and commerce check again): each field, the document's size, and its type by its first bytes.
 */

export type FieldName = 'type' | 'level' | 'details' | 'document';
export type FieldProblem = 'type' | 'level' | 'details' | 'document' | 'tooLarge' | 'wrongType';
export type FieldErrors = Partial<Record<FieldName, FieldProblem>>;

export interface FormInput {
  type: string;
  level: string;
  details: string;
  /** The chosen file's size and first bytes; undefined when none is chosen. */
  document: { size: number; head: Uint8Array } | undefined;
}

/** How many first bytes tell a document's type. */
export const DOCUMENT_HEAD_BYTES = 8;

export function checkForm(input: FormInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.type) errors.type = 'type';
  if (!input.level) errors.level = 'level';
  if (!input.details.trim()) errors.details = 'details';
  if (!input.document || input.document.size === 0) errors.document = 'document';
  else if (input.document.size > QUALIFICATION_DOCUMENT_MAX_BYTES) errors.document = 'tooLarge';
  else if (!documentTypeOf(input.document.head)) errors.document = 'wrongType';
  return errors;
}

export type SubmitFailure = 'tooLarge' | 'wrongType' | 'refused' | 'sessionEnded' | 'unavailable';

/** What an answer of /api/customer/qualifications that is not a success tells the customer. */
export function failureOf(status: number): SubmitFailure {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  if (status === 401) return 'sessionEnded';
  if (status === 400 || status === 422) return 'refused';
  return 'unavailable';
}

export const DOCUMENT_MAX_MEGABYTES = QUALIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024);
