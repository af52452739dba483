import { localeInfo, type Locale } from '@store/locales';
import { formatAmount } from '../money.ts';
import type { CheckoutSession, LineItem } from '../resources/objects.ts';
import { fill, PAGE_MESSAGES, type PageMessages } from './messages.ts';

/**
 * The hosted pages as plain HTML: forms that post without JavaScript, labels on every field, each
 * error tied to its field (aria-describedby) with the first one focused (autofocus), and no script
 * at all, which the pages' Content Security Policy also forbids.
 */

export type CardField = 'number' | 'exp' | 'cvc' | 'name';
export type FieldErrorKey = keyof PageMessages['errors'];
export type DeclineKey = keyof PageMessages['declines'];

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const STYLESHEET = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:30rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}.test{background:#fff4d6;border:1px solid #c99a00;padding:.5rem .75rem;border-radius:4px}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}ul.items{padding-left:1.2rem}
label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #767676;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;margin:.25rem 0 0}
.alert{border:2px solid #b00020;background:#fdecee;padding:.75rem;border-radius:4px;margin:1rem 0}
button{font:inherit;margin-top:1.5rem;padding:.75rem 1.25rem;border:0;border-radius:4px;background:#0b5cad;color:#fff;cursor:pointer}
button.secondary{background:#5c5c5c;margin-left:.5rem}:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
a{color:#0b5cad}fieldset{border:0;padding:0;margin:0}legend{font-weight:700;font-size:1.1rem}`;

function page(locale: Locale, title: string, body: string, stylesheet: string): string {
  return `<!doctype html>
<html lang="${escape(localeInfo(locale).htmlLang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<link rel="stylesheet" href="${escape(stylesheet)}"></head>
<body><main>${body}</main></body>
</html>`;
}

export interface CardPageView {
  locale: Locale;
  session: CheckoutSession;
  lineItems: readonly LineItem[];
  formToken: string;
  action: string;
  stylesheet: string;
  errors?: Partial<Record<CardField, FieldErrorKey>>;
  decline?: DeclineKey;
  stale?: boolean;
  /** What the customer typed that may be shown again: never the number or the security code. */
  values?: { exp?: string; name?: string };
}

const FIELDS: readonly {
  name: CardField;
  label: keyof PageMessages;
  autocomplete: string;
  inputmode?: string;
  maxlength: number;
}[] = [
  { name: 'number', label: 'number', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 },
  { name: 'exp', label: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 9 },
  { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 },
  { name: 'name', label: 'name', autocomplete: 'cc-name', maxlength: 200 },
];

export function amountText(session: CheckoutSession, locale: Locale): string | undefined {
  if (session.amount_total === null || session.currency === null) return undefined;
  return formatAmount(session.amount_total, session.currency, localeInfo(locale).htmlLang);
}

export function cardPage(view: CardPageView): string {
  const texts = PAGE_MESSAGES[view.locale];
  const { session } = view;
  const amount = amountText(session, view.locale);
  const errors = view.errors ?? {};
  const firstError =
    FIELDS.find((field) => errors[field.name])?.name ?? (view.decline ? 'number' : undefined);
  const htmlLang = localeInfo(view.locale).htmlLang;

  const summary =
    amount === undefined
      ? `<h1>${escape(texts.setupTitle)}</h1><p>${escape(texts.setupIntro)}</p>`
      : `<h1>${escape(texts.title)}</h1><p>${escape(texts.amountDue)}</p><p class="amount">${escape(amount)}</p>
<ul class="items">${view.lineItems
          .map(
            (item) =>
              `<li>${escape(item.description)}: ${escape(fill(texts.quantity, { quantity: item.quantity }))}, ${escape(
                formatAmount(item.amount_total, item.currency, htmlLang),
              )}</li>`,
          )
          .join('')}</ul>`;

  const alerts = [
    view.stale ? `<div class="alert" role="alert" id="form-alert">${escape(texts.staleForm)}</div>` : '',
    view.decline
      ? `<div class="alert" role="alert" id="decline">${escape(texts.declines[view.decline])}</div>`
      : '',
    Object.keys(errors).length > 0
      ? `<div class="alert" role="alert"><p>${escape(texts.errorSummary)}</p><ul>${FIELDS.filter(
          (field) => errors[field.name],
        )
          .map((field) => {
            const key = errors[field.name];
            return `<li><a href="#${field.name}">${escape(key ? texts.errors[key] : '')}</a></li>`;
          })
          .join('')}</ul></div>`
      : '',
  ].join('');

  const inputs = FIELDS.map((field) => {
    const error = errors[field.name];
    const describedBy = [
      error ? `${field.name}-error` : '',
      field.name === 'number' && view.decline ? 'decline' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const value = field.name === 'exp' || field.name === 'name' ? (view.values?.[field.name] ?? '') : '';
    return `<label for="${field.name}">${escape(String(texts[field.label]))}</label>
<input id="${field.name}" name="${field.name}" type="text" autocomplete="${field.autocomplete}"${
      field.inputmode ? ` inputmode="${field.inputmode}"` : ''
    } maxlength="${field.maxlength}" required value="${escape(value)}"${
      error ? ' aria-invalid="true"' : ''
    }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${firstError === field.name ? ' autofocus' : ''}>
${error ? `<p class="error" id="${field.name}-error">${escape(texts.errors[error])}</p>` : ''}`;
  }).join('\n');

  const submit = amount === undefined ? texts.save : fill(texts.pay, { amount });
  const cancel = session.cancel_url
    ? `<p><a href="${escape(session.cancel_url)}">${escape(texts.cancel)}</a></p>`
    : '';
  return page(
    view.locale,
    amount === undefined ? texts.setupTitle : `${texts.title}: ${amount}`,
    `${summary}
<p class="test">${escape(texts.testMode)}</p>
${alerts}
<form method="post" action="${escape(view.action)}" novalidate>
<input type="hidden" name="token" value="${escape(view.formToken)}">
<fieldset><legend>${escape(texts.cardDetails)}</legend>
${inputs}
</fieldset>
<button type="submit">${escape(submit)}</button>
</form>
${cancel}`,
    view.stylesheet,
  );
}

export interface ChallengePageView {
  locale: Locale;
  session: CheckoutSession;
  formToken: string;
  action: string;
  stylesheet: string;
}

export function challengePage(view: ChallengePageView): string {
  const texts = PAGE_MESSAGES[view.locale];
  const amount = amountText(view.session, view.locale);
  const body = amount === undefined ? texts.challengeSetupBody : fill(texts.challengeBody, { amount });
  return page(
    view.locale,
    texts.challengeTitle,
    `<h1>${escape(texts.challengeTitle)}</h1>
<p class="test">${escape(texts.testMode)}</p>
<p id="challenge-body">${escape(body)}</p>
<form method="post" action="${escape(view.action)}" aria-describedby="challenge-body">
<input type="hidden" name="token" value="${escape(view.formToken)}">
<button type="submit" name="result" value="complete" autofocus>${escape(texts.challengeComplete)}</button>
<button type="submit" name="result" value="fail" class="secondary">${escape(texts.challengeFail)}</button>
</form>`,
    view.stylesheet,
  );
}

export function messagePage(
  locale: Locale,
  kind: 'expired' | 'notFound',
  stylesheet: string,
  returnUrl: string | null,
): string {
  const texts = PAGE_MESSAGES[locale];
  const title = kind === 'expired' ? texts.expiredTitle : texts.notFoundTitle;
  const body = kind === 'expired' ? texts.expiredBody : texts.notFoundBody;
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">${escape(texts.cancel)}</a></p>` : '';
  return page(locale, title, `<h1>${escape(title)}</h1><p>${escape(body)}</p>${back}`, stylesheet);
}
