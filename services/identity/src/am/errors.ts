import { STATUS_CODES } from 'node:http';

/**
 * AM's error body: {code, reason, message, detail?}. Validation failures carry IDM's
 * detail.failedPolicyRequirements, which the SDK's FRPolicy turns into readable messages.
 */

export interface PolicyRequirement {
  policyRequirement: string;
  params?: Record<string, unknown>;
}

export interface FailedPolicyRequirement {
  property: string;
  policyRequirements: PolicyRequirement[];
}

export interface AmFailureBody {
  code: number;
  reason: string;
  message: string;
  detail?: { result?: false; failedPolicyRequirements?: FailedPolicyRequirement[]; failureUrl?: string };
}

export class AmError extends Error {
  readonly status: number;
  readonly failedPolicyRequirements: FailedPolicyRequirement[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { failedPolicyRequirements?: FailedPolicyRequirement[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.failedPolicyRequirements = options.failedPolicyRequirements;
    this.headers = options.headers ?? {};
  }

  body(): AmFailureBody {
    return amFailure(this.status, this.message, this.failedPolicyRequirements);
  }
}

export function amFailure(
  status: number,
  message: string,
  failedPolicyRequirements?: FailedPolicyRequirement[],
): AmFailureBody {
  const body: AmFailureBody = { code: status, reason: STATUS_CODES[status] ?? 'Error', message };
  if (failedPolicyRequirements?.length) body.detail = { result: false, failedPolicyRequirements };
  return body;
}

export const loginFailure = () => new AmError(401, 'Login failure');
