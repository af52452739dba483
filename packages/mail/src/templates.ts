import { BANK_ACCOUNT_FIELDS } from '@store/contracts/commerce';
import { ORGANISATION_ROLES, type OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import { z } from 'zod';
import { localeInfo, type Locale } from '@store/locales';
import { MAIL_MESSAGES, type MailMessages } from './messages.ts';

/**
 * The messages the store sends, each a named template with typed parameters. A template says
 * what to write (subject, paragraphs, at most one action link) in the locale's words; the layout
 * below turns that into the text and HTML parts, so every message looks alike.
 */

interface Link {
  label: string;
  href: string;
}

/** Rows under a heading (an order's lines, totals, address); a row without a label is a plain line. */
interface Section {
  heading: string;
  rows: { label?: string; value: string }[];
}

interface Composed {
  subject: string;
  paragraphs: string[];
  sections?: Section[];
  action?: Link;
  /** Further links after the action, such as the order status page. */
  links?: Link[];
  closing?: string;
}

const storeLink = z.url({ protocol: /^https?$/ });
/** An amount in the minor unit of the order's currency (cents; whole yen). */
const minor = z.number().int().nonnegative();

const orderParams = z.object({
  number: z.string().max(40),
  placedAt: z.iso.datetime({ offset: true }),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lines: z.array(z.object({ name: z.string().max(300), quantity: z.number().int().positive(), net: minor })),
  totals: z.object({ subtotal: minor, delivery: minor, tax: minor, total: minor }),
  deliveryMethod: z.enum(['standard', 'express', 'none']),
  deliveryAddress: z.object({
    fullName: z.string().max(200),
    organisation: z.string().max(200).optional(),
    lines: z.array(z.string().max(200)).max(3),
    city: z.string().max(200),
    region: z.string().max(10).optional(),
    postcode: z.string().max(20),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  payment: z.discriminatedUnion('type', [
    z.object({ type: z.literal('card') }),
    z.object({ type: z.literal('purchase-order'), purchaseOrderNumber: z.string().max(40) }),
    z.object({
      type: z.literal('bank-transfer'),
      /** The account and reference to pay to; left out while the order is held. */
      transfer: z
        .object({
          reference: z.string().max(40),
          accountName: z.string().max(200),
          bankName: z.string().max(200),
          account: z
            .array(z.object({ field: z.enum(BANK_ACCOUNT_FIELDS), value: z.string().max(60) }))
            .max(6),
        })
        .optional(),
    }),
  ]),
});

const PARAMS = {
  passwordReset: z.object({
    givenName: z.string().max(200),
    link: z.url({ protocol: /^https?$/ }),
    minutes: z.number().int().positive(),
  }),
  registrationConfirm: z.object({
    givenName: z.string().max(200),
    link: z.url({ protocol: /^https?$/ }),
    hours: z.number().int().positive(),
  }),
  registrationAttempt: z.object({
    givenName: z.string().max(200),
  }),
  passwordChanged: z.object({
    givenName: z.string().max(200),
  }),
  emailChangeConfirm: z.object({
    givenName: z.string().max(200),
    link: z.url({ protocol: /^https?$/ }),
    minutes: z.number().int().positive(),
  }),
  emailChanged: z.object({
    givenName: z.string().max(200),
    email: z.string().max(254),
  }),
  orderConfirmation: z.object({
    name: z.string().max(200),
    /** What the order waits for, if anything: it decides the message's first words and subject. */
    situation: z.enum(['paid', 'on-account', 'bank-transfer', 'tax-review', 'received']),
    order: orderParams,
    orderLink: storeLink,
    statusLink: storeLink,
  }),
  digitalAccess: z.object({
    name: z.string().max(200),
    orderNumber: z.string().max(40),
    lines: z
      .array(
        z.object({
          name: z.string().max(300),
          quantity: z.number().int().positive(),
          licence: z.string().max(80),
        }),
      )
      .min(1),
    platformLink: storeLink,
    orderLink: storeLink,
  }),
  invoiceIssued: z.object({
    name: z.string().max(200),
    invoiceNumber: z.string().max(40),
    orderNumber: z.string().max(40),
    currency: z.string().regex(/^[A-Z]{3}$/),
    total: minor,
    /** YYYY-MM-DD. */
    dueOn: z.iso.date(),
    invoiceLink: storeLink,
  }),
  invoicePaymentReceipt: z.object({
    name: z.string().max(200),
    receiptNumber: z.string().max(40),
    paidAt: z.iso.datetime({ offset: true }),
    method: z.enum(['card', 'bank-transfer']),
    currency: z.string().regex(/^[A-Z]{3}$/),
    amount: minor,
    /** Each invoice the payment went to: what of it was paid, and its balance after. */
    invoices: z
      .array(z.object({ number: z.string().max(40), amount: minor, balance: minor }))
      .min(1)
      .max(50),
    invoicesLink: storeLink,
  }),
  marketingConfirm: z.object({
    name: z.string().max(200),
    link: storeLink,
    days: z.number().int().positive(),
  }),
  qualificationReminder: z.object({
    name: z.string().max(200),
    /** The level the approval allows, as the customer's store writes it (C, CL2R). */
    level: z.string().max(40),
    /** YYYY-MM-DD. */
    expiresOn: z.iso.date(),
    qualificationsLink: storeLink,
  }),
  qualificationDecision: z.object({
    name: z.string().max(200),
    decision: z.enum(['approved', 'rejected']),
    /** The level approved (approved only). */
    level: z.string().max(40).optional(),
    /** YYYY-MM-DD (approved only). */
    expiresOn: z.iso.date().optional(),
    /** The reviewer's reason, shown to the customer (rejected; an approval's note when given). */
    note: z.string().max(2000).optional(),
    qualificationsLink: storeLink,
  }),
  organisationInvitation: z.object({
    inviterName: z.string().max(200),
    organisationName: z.string().max(200),
    roles: z.array(z.enum(ORGANISATION_ROLES)).min(1),
    link: storeLink,
    days: z.number().int().positive(),
  }),
  organisationJoinRequest: z.object({
    name: z.string().max(200),
    requesterName: z.string().max(200),
    requesterEmail: z.string().max(254),
    organisationName: z.string().max(200),
    message: z.string().max(500).optional(),
    organisationLink: storeLink,
  }),
  organisationJoinDecision: z.object({
    name: z.string().max(200),
    organisationName: z.string().max(200),
    decision: z.enum(['approved', 'declined']),
    roles: z.array(z.enum(ORGANISATION_ROLES)),
    accountsLink: storeLink,
  }),
  quoteOffered: z.object({
    name: z.string().max(200),
    quoteNumber: z.string().max(40),
    currency: z.string().regex(/^[A-Z]{3}$/),
    total: minor,
    /** YYYY-MM-DD: the offer's last day. */
    expiresOn: z.iso.date(),
    message: z.string().max(2000).optional(),
    quoteLink: storeLink,
  }),
  quoteMessage: z.object({
    name: z.string().max(200),
    quoteNumber: z.string().max(40),
    message: z.string().max(2000).optional(),
    quoteLink: storeLink,
  }),
};

export type MailTemplate = keyof typeof PARAMS;
export type MailParams<T extends MailTemplate> = z.infer<(typeof PARAMS)[T]>;

type Definitions = {
  [T in MailTemplate]: {
    params: z.ZodType<MailParams<T>>;
    compose(m: MailMessages, params: MailParams<T>, locale: Locale): Composed;
  };
};

export const MAIL_TEMPLATES: Definitions = {
  passwordReset: {
    params: PARAMS.passwordReset,
    compose: (m, { givenName, link, minutes }) => ({
      subject: m.passwordReset.subject,
      paragraphs: [
        fill(m.passwordReset.greeting, { givenName }),
        fill(m.passwordReset.body, { minutes: String(minutes) }),
      ],
      action: { label: m.passwordReset.action, href: link },
      closing: m.passwordReset.ignore,
    }),
  },
  registrationConfirm: {
    params: PARAMS.registrationConfirm,
    compose: (m, { givenName, link, hours }) => ({
      subject: m.registrationConfirm.subject,
      paragraphs: [
        fill(m.registrationConfirm.greeting, { givenName }),
        fill(m.registrationConfirm.body, { hours: String(hours) }),
      ],
      action: { label: m.registrationConfirm.action, href: link },
      closing: m.registrationConfirm.ignore,
    }),
  },
  registrationAttempt: {
    params: PARAMS.registrationAttempt,
    compose: (m, { givenName }) => ({
      subject: m.registrationAttempt.subject,
      paragraphs: [fill(m.registrationAttempt.greeting, { givenName }), m.registrationAttempt.body],
      closing: m.registrationAttempt.ignore,
    }),
  },
  passwordChanged: {
    params: PARAMS.passwordChanged,
    compose: (m, { givenName }) => ({
      subject: m.passwordChanged.subject,
      paragraphs: [fill(m.passwordChanged.greeting, { givenName }), m.passwordChanged.body],
      closing: m.passwordChanged.ignore,
    }),
  },
  emailChangeConfirm: {
    params: PARAMS.emailChangeConfirm,
    compose: (m, { givenName, link, minutes }) => ({
      subject: m.emailChangeConfirm.subject,
      paragraphs: [
        fill(m.emailChangeConfirm.greeting, { givenName }),
        fill(m.emailChangeConfirm.body, { minutes: String(minutes) }),
      ],
      action: { label: m.emailChangeConfirm.action, href: link },
      closing: m.emailChangeConfirm.ignore,
    }),
  },
  emailChanged: {
    params: PARAMS.emailChanged,
    compose: (m, { givenName, email }) => ({
      subject: m.emailChanged.subject,
      paragraphs: [fill(m.emailChanged.greeting, { givenName }), fill(m.emailChanged.body, { email })],
      closing: m.emailChanged.ignore,
    }),
  },
  orderConfirmation: {
    params: PARAMS.orderConfirmation,
    compose: composeOrderConfirmation,
  },
  digitalAccess: {
    params: PARAMS.digitalAccess,
    compose: (m, { name, orderNumber, lines, platformLink, orderLink }) => ({
      subject: fill(m.digitalAccess.subject, { number: orderNumber }),
      paragraphs: [
        fill(m.digitalAccess.greeting, { name }),
        fill(m.digitalAccess.body, { number: orderNumber }),
      ],
      sections: [
        {
          heading: m.digitalAccess.codes,
          rows: lines.map((line) => ({ label: `${line.quantity} × ${line.name}`, value: line.licence })),
        },
      ],
      action: { label: m.digitalAccess.action, href: platformLink },
      links: [{ label: m.digitalAccess.view, href: orderLink }],
      closing: m.digitalAccess.closing,
    }),
  },
  invoiceIssued: {
    params: PARAMS.invoiceIssued,
    compose: (m, { name, invoiceNumber, orderNumber, currency, total, dueOn, invoiceLink }, locale) => {
      const f = formats(locale, currency);
      const values = { invoice: invoiceNumber, order: orderNumber };
      return {
        subject: fill(m.invoiceIssued.subject, values),
        paragraphs: [fill(m.invoiceIssued.greeting, { name }), fill(m.invoiceIssued.body, values)],
        sections: [
          {
            heading: m.invoiceIssued.summary,
            rows: [
              { label: m.invoiceIssued.number, value: invoiceNumber },
              { label: m.invoiceIssued.order, value: orderNumber },
              { label: m.invoiceIssued.total, value: f.money(total) },
              { label: m.invoiceIssued.due, value: f.date(`${dueOn}T00:00:00.000Z`) },
            ],
          },
        ],
        action: { label: m.invoiceIssued.action, href: invoiceLink },
        closing: m.invoiceIssued.closing,
      };
    },
  },
  invoicePaymentReceipt: {
    params: PARAMS.invoicePaymentReceipt,
    compose: composeInvoicePaymentReceipt,
  },
  marketingConfirm: {
    params: PARAMS.marketingConfirm,
    compose: (m, { name, link, days }) => ({
      subject: m.marketingConfirm.subject,
      paragraphs: [
        fill(m.marketingConfirm.greeting, { name }),
        fill(m.marketingConfirm.body, { days: String(days) }),
      ],
      action: { label: m.marketingConfirm.action, href: link },
      closing: m.marketingConfirm.ignore,
    }),
  },
  qualificationReminder: {
    params: PARAMS.qualificationReminder,
    compose: (m, { name, level, expiresOn, qualificationsLink }, locale) => {
      const date = longDate(locale, `${expiresOn}T00:00:00.000Z`);
      return {
        subject: fill(m.qualificationReminder.subject, { date }),
        paragraphs: [
          fill(m.qualificationReminder.greeting, { name }),
          fill(m.qualificationReminder.body, { level, date }),
        ],
        action: { label: m.qualificationReminder.action, href: qualificationsLink },
        closing: m.qualificationReminder.closing,
      };
    },
  },
  qualificationDecision: {
    params: PARAMS.qualificationDecision,
    compose: (m, { name, decision, level, expiresOn, note, qualificationsLink }, locale) => {
      const texts = m.qualificationDecision;
      const date = expiresOn ? longDate(locale, `${expiresOn}T00:00:00.000Z`) : '';
      const body =
        decision === 'approved' ? fill(texts.approvedBody, { level: level ?? '', date }) : texts.rejectedBody;
      return {
        subject: decision === 'approved' ? texts.approvedSubject : texts.rejectedSubject,
        paragraphs: [fill(texts.greeting, { name }), body, ...(note ? [fill(texts.note, { note })] : [])],
        action: { label: texts.action, href: qualificationsLink },
        closing: decision === 'approved' ? texts.approvedClosing : texts.rejectedClosing,
      };
    },
  },
  organisationInvitation: {
    params: PARAMS.organisationInvitation,
    compose: (m, { inviterName, organisationName, roles, link, days }, locale) => {
      const values = { inviter: inviterName, organisation: organisationName };
      return {
        subject: fill(m.organisationInvitation.subject, values),
        paragraphs: [
          m.organisationInvitation.greeting,
          fill(m.organisationInvitation.body, { ...values, roles: roleList(m, roles, locale) }),
          fill(m.organisationInvitation.validity, { days: String(days) }),
        ],
        action: { label: m.organisationInvitation.action, href: link },
        closing: fill(m.organisationInvitation.ignore, values),
      };
    },
  },
  organisationJoinRequest: {
    params: PARAMS.organisationJoinRequest,
    compose: (m, { name, requesterName, requesterEmail, organisationName, message, organisationLink }) => {
      const values = { requester: requesterName, email: requesterEmail, organisation: organisationName };
      return {
        subject: fill(m.organisationJoinRequest.subject, values),
        paragraphs: [
          fill(m.organisationJoinRequest.greeting, { name }),
          fill(m.organisationJoinRequest.body, values),
        ],
        ...(message
          ? { sections: [{ heading: m.organisationJoinRequest.message, rows: [{ value: message }] }] }
          : {}),
        action: { label: m.organisationJoinRequest.action, href: organisationLink },
      };
    },
  },
  organisationJoinDecision: {
    params: PARAMS.organisationJoinDecision,
    compose: (m, { name, organisationName, decision, roles, accountsLink }, locale) => {
      const t = m.organisationJoinDecision;
      const values = { organisation: organisationName, roles: roleList(m, roles, locale) };
      return {
        subject: fill(decision === 'approved' ? t.approvedSubject : t.declinedSubject, values),
        paragraphs: [
          fill(t.greeting, { name }),
          fill(decision === 'approved' ? t.approved : t.declined, values),
        ],
        action: { label: t.action, href: accountsLink },
      };
    },
  },
  quoteOffered: {
    params: PARAMS.quoteOffered,
    compose: (m, { name, quoteNumber, currency, total, expiresOn, message, quoteLink }, locale) => {
      const f = formats(locale, currency);
      const date = f.date(`${expiresOn}T00:00:00.000Z`);
      return {
        subject: fill(m.quoteOffered.subject, { quote: quoteNumber }),
        paragraphs: [
          fill(m.quoteOffered.greeting, { name }),
          fill(m.quoteOffered.body, { quote: quoteNumber, date }),
        ],
        sections: [
          {
            heading: m.quoteOffered.summary,
            rows: [
              { label: m.quoteOffered.number, value: quoteNumber },
              { label: m.quoteOffered.total, value: f.money(total) },
              { label: m.quoteOffered.expires, value: date },
            ],
          },
          ...(message ? [{ heading: m.quoteOffered.message, rows: [{ value: message }] }] : []),
        ],
        action: { label: m.quoteOffered.action, href: quoteLink },
        closing: m.quoteOffered.closing,
      };
    },
  },
  quoteMessage: {
    params: PARAMS.quoteMessage,
    compose: (m, { name, quoteNumber, message, quoteLink }) => ({
      subject: fill(m.quoteMessage.subject, { quote: quoteNumber }),
      paragraphs: [
        fill(m.quoteMessage.greeting, { name }),
        fill(m.quoteMessage.body, { quote: quoteNumber }),
        ...(message ? [message] : []),
      ],
      action: { label: m.quoteMessage.action, href: quoteLink },
      closing: m.quoteMessage.closing,
    }),
  },
};

function composeInvoicePaymentReceipt(
  messages: MailMessages,
  {
    name,
    receiptNumber,
    paidAt,
    method,
    currency,
    amount,
    invoices,
    invoicesLink,
  }: MailParams<'invoicePaymentReceipt'>,
  locale: Locale,
): Composed {
  const m = messages.invoicePaymentReceipt;
  const f = formats(locale, currency);
  return {
    subject: fill(m.subject, { number: receiptNumber }),
    paragraphs: [fill(m.greeting, { name }), fill(m.body, { amount: f.money(amount) })],
    sections: [
      {
        heading: m.summary,
        rows: [
          { label: m.receiptNumber, value: receiptNumber },
          { label: m.date, value: f.date(paidAt) },
          { label: m.method, value: method === 'card' ? m.card : m.bankTransfer },
        ],
      },
      {
        heading: m.invoices,
        rows: [
          ...invoices.map((invoice) => ({
            label: invoice.number,
            value: fill(m.invoiceRow, { amount: f.money(invoice.amount), balance: f.money(invoice.balance) }),
          })),
          { label: m.total, value: f.money(amount) },
        ],
      },
    ],
    action: { label: m.view, href: invoicesLink },
    closing: m.closing,
  };
}

type OrderConfirmation = MailParams<'orderConfirmation'>;

const SITUATION_TEXT = {
  paid: 'paid',
  'on-account': 'onAccount',
  'bank-transfer': 'bankTransfer',
  'tax-review': 'taxReview',
  received: 'received',
} as const satisfies Record<OrderConfirmation['situation'], keyof MailMessages['orderConfirmation']>;

/** A day as the locale writes it; in UTC, as an order number's year and a YYYY-MM-DD date are. */
/** An organisation member's roles in the locale's words, as a list ("purchaser and finance"). */
function roleList(m: MailMessages, roles: readonly OrganisationRole[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    roles.map((role) => m.organisationRoles[role]),
  );
}

function longDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** Amounts and dates as the locale writes them; an order's amounts are in the currency's minor unit. */
function formats(locale: Locale, currency: string) {
  const lang = localeInfo(locale).htmlLang;
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  return {
    money: (minorUnits: number) => money.format(minorUnits / 10 ** digits),
    date: (iso: string) => longDate(locale, iso),
    country: (code: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code,
  };
}

function paymentMethod(m: MailMessages['orderConfirmation'], payment: OrderConfirmation['order']['payment']) {
  switch (payment.type) {
    case 'card':
      return m.card;
    case 'purchase-order':
      return fill(m.purchaseOrder, { reference: payment.purchaseOrderNumber });
    case 'bank-transfer':
      return m.bankTransferMethod;
  }
}

function composeOrderConfirmation(
  messages: MailMessages,
  { name, situation, order, orderLink, statusLink }: OrderConfirmation,
  locale: Locale,
): Composed {
  const m = messages.orderConfirmation;
  const f = formats(locale, order.currency);
  const address = order.deliveryAddress;
  const sections: Section[] = [
    {
      heading: m.summary,
      rows: [
        { label: m.number, value: order.number },
        { label: m.date, value: f.date(order.placedAt) },
        { label: m.payment, value: paymentMethod(m, order.payment) },
        { label: m.deliveryMethod, value: m[order.deliveryMethod] },
      ],
    },
    {
      heading: m.items,
      rows: [
        ...order.lines.map((line) => ({
          label: `${line.quantity} × ${line.name}`,
          value: f.money(line.net),
        })),
        { label: m.subtotal, value: f.money(order.totals.subtotal) },
        ...(order.deliveryMethod === 'none'
          ? []
          : [{ label: m.shipping, value: f.money(order.totals.delivery) }]),
        { label: m.tax, value: f.money(order.totals.tax) },
        { label: m.total, value: f.money(order.totals.total) },
      ],
    },
  ];
  if (order.deliveryMethod !== 'none') {
    sections.push({
      heading: m.address,
      rows: [
        address.fullName,
        ...(address.organisation ? [address.organisation] : []),
        ...address.lines,
        [address.city, address.region, address.postcode].filter(Boolean).join(' '),
        f.country(address.country),
      ].map((value) => ({ value })),
    });
  }
  const transfer = order.payment.type === 'bank-transfer' ? order.payment.transfer : undefined;
  if (transfer) {
    sections.push({
      heading: m.transfer,
      rows: [
        { label: m.reference, value: transfer.reference },
        { label: m.accountName, value: transfer.accountName },
        { label: m.bankName, value: transfer.bankName },
        ...transfer.account.map(({ field, value }) => ({ label: m.bankFields[field], value })),
      ],
    });
  }
  const subject = situation === 'received' ? m.subjectReceived : m.subjectConfirmed;
  return {
    subject: fill(subject, { number: order.number }),
    paragraphs: [
      fill(m.greeting, { name }),
      fill(m[SITUATION_TEXT[situation]], { total: f.money(order.totals.total) }),
    ],
    sections,
    action: { label: m.view, href: orderLink },
    links: [{ label: m.status, href: statusLink }],
    closing: m.closing,
  };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Replaces each `{name}` with its value; a placeholder without a value stays visible. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function sectionText({ heading, rows }: Section): string {
  return [
    heading,
    ...rows.map((row) => (row.label === undefined ? row.value : `${row.label}: ${row.value}`)),
  ].join('\n');
}

function sectionHtml({ heading, rows }: Section): string {
  const cells = rows.map((row) =>
    row.label === undefined
      ? `<tr><td colspan="2">${escapeHtml(row.value)}</td></tr>`
      : `<tr><th scope="row" align="left">${escapeHtml(row.label)}</th><td align="right">${escapeHtml(row.value)}</td></tr>`,
  );
  return `<h2>${escapeHtml(heading)}</h2>\n<table>${cells.join('')}</table>`;
}

const linkHtml = (link: Link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;

/** The subject and both parts of a message in the locale's language; the parameters are checked first. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale,
  params: MailParams<T>,
): RenderedMail {
  const definition: Definitions[T] = MAIL_TEMPLATES[template];
  const m = MAIL_MESSAGES[locale];
  const composed = definition.compose(m, definition.params.parse(params), locale);
  const { subject, paragraphs, sections = [], action, links = [], closing } = composed;
  const allLinks = [...(action ? [action] : []), ...links];
  const text = [
    ...paragraphs,
    ...sections.map(sectionText),
    ...allLinks.map((link) => `${link.label}:\n${link.href}`),
    ...(closing ? [closing] : []),
    `-- \n${m.footer}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${localeInfo(locale).htmlLang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...sections.map(sectionHtml),
    ...allLinks.map(linkHtml),
    ...(closing ? [`<p>${escapeHtml(closing)}</p>`] : []),
    `<hr><p>${escapeHtml(m.footer)}</p></body></html>`,
  ].join('\n');
  return { subject, text, html };
}
