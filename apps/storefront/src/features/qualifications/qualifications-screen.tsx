'use client';

import { qualificationListSchema, type QualificationList } from '@store/contracts/commerce';
import { QUALIFICATION_TYPES, submittableLevels } from '@store/contracts/qualification-schemes';
import { localeInfo, type Locale } from '@store/locales';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { fetchWithRenewal } from '../../clients/identity/renewing-fetch.ts';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { format } from '../../i18n/format.ts';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CustomerRequestError } from '../../shell/session/customer-requests.ts';
import { FETCH_DEFAULTS } from '../../shell/session/fetch-config.ts';
import { useSession } from '../../shell/session/session-provider.tsx';
import type { QualificationsMessages } from './messages.ts';
import {
  checkForm,
  DOCUMENT_HEAD_BYTES,
  DOCUMENT_MAX_MEGABYTES,
  failureOf,
  type FieldErrors,
  type FieldName,
  type SubmitFailure,
} from './qualification-form.ts';

const address = (locale: Locale, userId: string) =>
  `/api/customer/qualifications?${new URLSearchParams({ locale, userId })}`;

function withToken(clientId: string, call: (token: string) => Promise<Response>): Promise<Response> {
  const tokens = readStoredTokens(clientId);
  if (!tokens) return Promise.reject(new CustomerRequestError(401));
  return fetchWithRenewal(tokens.accessToken, call);
}

async function readQualifications(
  locale: Locale,
  userId: string,
  clientId: string,
): Promise<QualificationList> {
  const response = await withToken(clientId, (token) =>
    fetch(address(locale, userId), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }),
  );
  if (!response.ok) throw new CustomerRequestError(response.status);
  const parsed = qualificationListSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new CustomerRequestError(502);
  return parsed.data;
}

const FIELD_ORDER: readonly FieldName[] = ['type', 'level', 'details', 'document'];

/**
 * /my-account/qualifications: the customer's submissions with their status and the levels they
 * hold, and a form to submit a new one with its document. Rendered only inside the sign-in gate.
 */
export function QualificationsScreen({
  locale,
  clientId,
  messages,
}: {
  locale: Locale;
  clientId: string;
  messages: QualificationsMessages;
}) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const active = useFlag('account-qualifications').activeQualifications;
  const types = QUALIFICATION_TYPES.filter((type) => active.includes(type));
  const levels = submittableLevels(localeInfo(locale).storeId);
  const { data, error, isLoading, mutate } = useSWR(
    userId ? ['qualifications', locale, userId] : null,
    ([, , id]) => readQualifications(locale, id, clientId),
    { ...FETCH_DEFAULTS, revalidateOnFocus: false },
  );
  const ids = useId();
  const fieldId = (name: FieldName) => `${ids}-${name}`;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SubmitFailure | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const dateFormat = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const m = messages;
  const sizeText = (text: string) => format(text, { size: String(DOCUMENT_MAX_MEGABYTES) });

  useEffect(() => {
    if (failure || Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors, failure]);
  useEffect(() => {
    if (submitted) done.current?.focus();
  }, [submitted]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!userId || busy) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const file = fields.get('document');
    const document =
      file instanceof File && file.size > 0
        ? { size: file.size, head: new Uint8Array(await file.slice(0, DOCUMENT_HEAD_BYTES).arrayBuffer()) }
        : undefined;
    const found = checkForm({
      type: String(fields.get('type') ?? ''),
      level: String(fields.get('level') ?? ''),
      details: String(fields.get('details') ?? ''),
      document,
    });
    setSubmitted(false);
    setFailure(undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const response = await withToken(clientId, (token) =>
        fetch(address(locale, userId), {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          body: fields,
          cache: 'no-store',
        }),
      );
      if (!response.ok) {
        setFailure(failureOf(response.status));
        return;
      }
      form.reset();
      setSubmitted(true);
      await mutate();
    } catch (caught) {
      setFailure(
        caught instanceof CustomerRequestError && caught.status === 401 ? 'sessionEnded' : 'unavailable',
      );
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: FieldName) => {
    const problem = errors[name];
    return problem ? sizeText(m.errors[problem]) : undefined;
  };
  const described = (name: FieldName, help?: string) =>
    [errors[name] ? `${fieldId(name)}-error` : '', help ? `${fieldId(name)}-help` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const errorText = (name: FieldName) =>
    errors[name] ? (
      <span id={`${fieldId(name)}-error`} className="qualifications__error">
        {fieldError(name)}
      </span>
    ) : null;

  return (
    <div className="qualifications" data-testid="qualifications">
      <p>{m.intro}</p>
      <section className="account-section" aria-labelledby={`${ids}-records`} aria-busy={isLoading}>
        <h2 id={`${ids}-records`}>{m.recordsHeading}</h2>
        {data ? (
          <>
            <p data-testid="held-levels">
              {data.heldLevels.length > 0
                ? format(m.levelsHeld, { levels: data.heldLevels.join(', ') })
                : m.noLevelsHeld}
            </p>
            {data.qualifications.length === 0 ? (
              <p>{m.none}</p>
            ) : (
              <table className="qualifications__table" data-testid="qualification-records">
                <caption className="visually-hidden">{m.recordsHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m.columns.type}</th>
                    <th scope="col">{m.columns.level}</th>
                    <th scope="col">{m.columns.status}</th>
                    <th scope="col">{m.columns.submitted}</th>
                    <th scope="col">{m.columns.expires}</th>
                    <th scope="col">{m.columns.document}</th>
                    <th scope="col">{m.columns.note}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.qualifications.map((record) => (
                    <tr key={record.id} data-status={record.status}>
                      <th scope="row">{m.types[record.type]}</th>
                      <td>{record.level}</td>
                      <td>{m.statuses[record.status]}</td>
                      <td>{dateFormat.format(new Date(record.submittedAt))}</td>
                      <td>{record.expiresOn ? dateFormat.format(new Date(record.expiresOn)) : ''}</td>
                      <td>{record.document.fileName}</td>
                      <td>{record.reviewerNote ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : error ? (
          <div role="alert" className="account-error">
            <p>{m.loadFailed}</p>
            <button type="button" className="button" onClick={() => void mutate()}>
              {m.retry}
            </button>
          </div>
        ) : (
          <p role="status">{m.loading}</p>
        )}
      </section>

      <section className="account-section" aria-labelledby={`${ids}-form`}>
        <h2 id={`${ids}-form`}>{m.formHeading}</h2>
        {submitted ? (
          <p role="status" tabIndex={-1} ref={done} data-testid="qualification-submitted">
            {m.submitted}
          </p>
        ) : null}
        {types.length === 0 ? (
          <p>{m.closed}</p>
        ) : (
          <form className="qualifications__form" noValidate onSubmit={(event) => void onSubmit(event)}>
            {failure || Object.keys(errors).length > 0 ? (
              <div role="alert" tabIndex={-1} ref={summary} className="qualifications__summary">
                {failure ? (
                  <p>{sizeText(m.errors[failure])}</p>
                ) : (
                  <>
                    <p>{m.errorSummary}</p>
                    <ul>
                      {FIELD_ORDER.filter((name) => errors[name]).map((name) => (
                        <li key={name}>
                          <a href={`#${fieldId(name)}`}>{fieldError(name)}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            ) : null}
            <p>
              <label htmlFor={fieldId('type')}>{m.type}</label>
              <select
                id={fieldId('type')}
                name="type"
                required
                defaultValue=""
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={described('type')}
              >
                <option value="">{m.choose}</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {m.types[type]}
                  </option>
                ))}
              </select>
              {errorText('type')}
            </p>
            <p>
              <label htmlFor={fieldId('level')}>{m.level}</label>
              <select
                id={fieldId('level')}
                name="level"
                required
                defaultValue=""
                aria-invalid={errors.level ? true : undefined}
                aria-describedby={described('level')}
              >
                <option value="">{m.choose}</option>
                {levels.map((level) => (
                  <option key={level.code} value={level.code}>
                    {level.code}
                  </option>
                ))}
              </select>
              {errorText('level')}
            </p>
            <p>
              <label htmlFor={fieldId('details')}>{m.details}</label>
              <textarea
                id={fieldId('details')}
                name="details"
                required
                maxLength={2000}
                rows={4}
                aria-invalid={errors.details ? true : undefined}
                aria-describedby={described('details', m.detailsHelp)}
              />
              <span id={`${fieldId('details')}-help`} className="qualifications__help">
                {m.detailsHelp}
              </span>
              {errorText('details')}
            </p>
            <p>
              <label htmlFor={fieldId('document')}>{m.document}</label>
              <input
                id={fieldId('document')}
                name="document"
                type="file"
                required
                accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
                aria-invalid={errors.document ? true : undefined}
                aria-describedby={described('document', m.documentHelp)}
              />
              <span id={`${fieldId('document')}-help`} className="qualifications__help">
                {sizeText(m.documentHelp)}
              </span>
              {errorText('document')}
            </p>
            <p>
              <button type="submit" className="button button--primary" aria-disabled={busy}>
                {busy ? m.submitting : m.submit}
              </button>
            </p>
          </form>
        )}
      </section>
      <p>
        <a href={storePaths(locale).myAccount}>{m.backToAccount}</a>
      </p>
    </div>
  );
}
