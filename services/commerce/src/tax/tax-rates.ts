import type { Format } from '@store/contracts/commerce-constants';
import type { StoreId } from '@store/locales';

/**
 * THE tax table (docs/tax.md): every rate the store charges, per store and place of delivery, with
 * the names an invoice prints, the authority the rate comes from and the day it was checked. How a
 * kind of item is taxed lives here too (a rate per tax class), so compute-tax.ts has no branch per
 * country or product.
 */

/**
 * What the law taxes differently among the items the store sells: record forms and kits are goods;
 * a bound manual is a printed book; the eBook manual an e-book; subscriptions, score reports and
 * training are digital services.
 */
export const TAX_CLASSES = ['goods', 'printed-book', 'e-book', 'digital-service'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** The classes that travel in a parcel: the delivery charge is shared among them (docs/tax.md). */
export const SHIPPED_CLASSES: ReadonlySet<TaxClass> = new Set(['goods', 'printed-book']);

/** The tax class of a catalogue item, by its format and whether it is delivered digitally. */
export const TAX_CLASS_BY_FORMAT: Readonly<Record<Format, { physical: TaxClass; digital: TaxClass }>> = {
  kit: { physical: 'goods', digital: 'digital-service' },
  manual: { physical: 'printed-book', digital: 'e-book' },
  'record-forms': { physical: 'goods', digital: 'digital-service' },
  'digital-subscription': { physical: 'digital-service', digital: 'digital-service' },
  training: { physical: 'digital-service', digital: 'digital-service' },
};

/** One tax an invoice prints on its own line, with its rate in percent per tax class. */
export interface TaxComponentRates {
  name: string;
  rates: Readonly<Record<TaxClass, number>>;
}

export interface TaxRateRow {
  storeId: StoreId;
  /** ISO 3166-1 alpha-2 of the place of delivery. */
  country: string;
  /** ISO 3166-2 subdivision code without the country part (`ON`, `OR`); null: the whole country. */
  region: string | null;
  /** Subdivisions a whole-country row does not cover, and why (the store refuses them). */
  excluded?: { regions: readonly string[]; reason: string };
  jurisdiction: string;
  /** In the order an invoice prints them; none where the jurisdiction has no such tax. */
  components: readonly TaxComponentRates[];
  /** Whether the jurisdiction taxes a delivery charge the seller adds to taxable goods. */
  shippingTaxed: boolean;
  /** Whether a buyer may present an exemption certificate (US and Canadian stores). */
  exemptionCertificates: boolean;
  source: string;
  /** The day the rate was last checked against the source (ISO 8601). */
  checked: string;
  /** The day the rate took effect, where the source states it. */
  effective?: string;
  /** What a person should re-check before relying on the row. */
  unsure?: string;
}

const CHECKED = '2026-11-24';

const flat = (percent: number): Record<TaxClass, number> => ({
  goods: percent,
  'printed-book': percent,
  'e-book': percent,
  'digital-service': percent,
});

// ---------------------------------------------------------------------------------------------------
// United States: the state-level rate of the state of delivery. Local (county, city, district)
// rates are not included; see docs/tax.md. Digital items are taxed like goods (docs/tax.md, unsure).

/** States that tax a delivery charge added to a sale of taxable goods, even when separately stated. */
// prettier-ignore
const US_SHIPPING_TAXED = new Set([
  'AR', 'CT', 'DC', 'GA', 'HI', 'IN', 'KS', 'KY', 'MN', 'MS', 'NE', 'NJ', 'NM', 'NY',
  'NC', 'ND', 'OH', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'VT', 'WA', 'WV', 'WI',
]);

type UsState = readonly [
  code: string,
  name: string,
  percent: number,
  authority: string,
  extra?: Pick<TaxRateRow, 'effective' | 'unsure'> & { taxName?: string },
];

const US_STATES: readonly UsState[] = [
  ['AL', 'Alabama', 4, 'Alabama Department of Revenue (revenue.alabama.gov)'],
  ['AK', 'Alaska', 0, 'Alaska Department of Revenue (tax.alaska.gov): no state sales tax'],
  ['AZ', 'Arizona', 5.6, 'Arizona Department of Revenue, transaction privilege tax (azdor.gov)'],
  ['AR', 'Arkansas', 6.5, 'Arkansas Department of Finance and Administration (dfa.arkansas.gov)'],
  [
    'CA',
    'California',
    7.25,
    'California Department of Tax and Fee Administration (cdtfa.ca.gov): 6% state plus the 1.25% statewide local rate',
  ],
  ['CO', 'Colorado', 2.9, 'Colorado Department of Revenue (tax.colorado.gov)'],
  ['CT', 'Connecticut', 6.35, 'Connecticut Department of Revenue Services (portal.ct.gov/drs)'],
  ['DE', 'Delaware', 0, 'Delaware Division of Revenue (revenue.delaware.gov): no sales tax'],
  [
    'DC',
    'District of Columbia',
    7,
    'DC Office of Tax and Revenue (otr.cfo.dc.gov); FY 2026 Budget Support Act',
    {
      effective: '2026-10-01',
      unsure:
        'The rise from 6% to 7% on 2026-10-01 was still scheduled in late 2025; confirm it took effect.',
    },
  ],
  ['FL', 'Florida', 6, 'Florida Department of Revenue (floridarevenue.com)'],
  ['GA', 'Georgia', 4, 'Georgia Department of Revenue (dor.georgia.gov)'],
  [
    'HI',
    'Hawaii',
    4,
    'Hawaii Department of Taxation, general excise tax (tax.hawaii.gov)',
    { taxName: 'General excise tax' },
  ],
  ['ID', 'Idaho', 6, 'Idaho State Tax Commission (tax.idaho.gov)'],
  ['IL', 'Illinois', 6.25, 'Illinois Department of Revenue (tax.illinois.gov)'],
  ['IN', 'Indiana', 7, 'Indiana Department of Revenue (in.gov/dor)'],
  ['IA', 'Iowa', 6, 'Iowa Department of Revenue (revenue.iowa.gov)'],
  ['KS', 'Kansas', 6.5, 'Kansas Department of Revenue (ksrevenue.gov)'],
  ['KY', 'Kentucky', 6, 'Kentucky Department of Revenue (revenue.ky.gov)'],
  [
    'LA',
    'Louisiana',
    5,
    'Louisiana Department of Revenue (revenue.louisiana.gov)',
    { effective: '2025-01-01' },
  ],
  ['ME', 'Maine', 5.5, 'Maine Revenue Services (maine.gov/revenue)'],
  ['MD', 'Maryland', 6, 'Comptroller of Maryland (marylandtaxes.gov)'],
  ['MA', 'Massachusetts', 6.25, 'Massachusetts Department of Revenue (mass.gov/dor)'],
  ['MI', 'Michigan', 6, 'Michigan Department of Treasury (michigan.gov/taxes)'],
  ['MN', 'Minnesota', 6.875, 'Minnesota Department of Revenue (revenue.state.mn.us)'],
  ['MS', 'Mississippi', 7, 'Mississippi Department of Revenue (dor.ms.gov)'],
  ['MO', 'Missouri', 4.225, 'Missouri Department of Revenue (dor.mo.gov)'],
  ['MT', 'Montana', 0, 'Montana Department of Revenue (mtrevenue.gov): no sales tax'],
  ['NE', 'Nebraska', 5.5, 'Nebraska Department of Revenue (revenue.nebraska.gov)'],
  ['NV', 'Nevada', 6.85, 'Nevada Department of Taxation (tax.nv.gov)'],
  [
    'NH',
    'New Hampshire',
    0,
    'New Hampshire Department of Revenue Administration (revenue.nh.gov): no sales tax',
  ],
  ['NJ', 'New Jersey', 6.625, 'New Jersey Division of Taxation (nj.gov/treasury/taxation)'],
  [
    'NM',
    'New Mexico',
    4.875,
    'New Mexico Taxation and Revenue Department, gross receipts tax (tax.newmexico.gov)',
    { taxName: 'Gross receipts tax', effective: '2024-07-01' },
  ],
  ['NY', 'New York', 4, 'New York State Department of Taxation and Finance (tax.ny.gov)'],
  ['NC', 'North Carolina', 4.75, 'North Carolina Department of Revenue (ncdor.gov)'],
  ['ND', 'North Dakota', 5, 'North Dakota Office of State Tax Commissioner (tax.nd.gov)'],
  ['OH', 'Ohio', 5.75, 'Ohio Department of Taxation (tax.ohio.gov)'],
  ['OK', 'Oklahoma', 4.5, 'Oklahoma Tax Commission (oklahoma.gov/tax)'],
  ['OR', 'Oregon', 0, 'Oregon Department of Revenue (oregon.gov/dor): no sales tax'],
  ['PA', 'Pennsylvania', 6, 'Pennsylvania Department of Revenue (revenue.pa.gov)'],
  ['RI', 'Rhode Island', 7, 'Rhode Island Division of Taxation (tax.ri.gov)'],
  ['SC', 'South Carolina', 6, 'South Carolina Department of Revenue (dor.sc.gov)'],
  ['SD', 'South Dakota', 4.2, 'South Dakota Department of Revenue (dor.sd.gov)', { effective: '2023-07-01' }],
  ['TN', 'Tennessee', 7, 'Tennessee Department of Revenue (tn.gov/revenue)'],
  ['TX', 'Texas', 6.25, 'Texas Comptroller of Public Accounts (comptroller.texas.gov)'],
  [
    'UT',
    'Utah',
    6.1,
    'Utah State Tax Commission (tax.utah.gov): 4.85% state plus the 1.25% statewide local rates',
  ],
  ['VT', 'Vermont', 6, 'Vermont Department of Taxes (tax.vermont.gov)'],
  [
    'VA',
    'Virginia',
    5.3,
    'Virginia Department of Taxation (tax.virginia.gov): 4.3% state plus the 1% statewide local rate',
  ],
  ['WA', 'Washington', 6.5, 'Washington State Department of Revenue (dor.wa.gov)'],
  ['WV', 'West Virginia', 6, 'West Virginia Tax Division (tax.wv.gov)'],
  ['WI', 'Wisconsin', 5, 'Wisconsin Department of Revenue (revenue.wi.gov)'],
  ['WY', 'Wyoming', 4, 'Wyoming Department of Revenue (revenue.wyo.gov)'],
];

const usRows: TaxRateRow[] = US_STATES.map(([code, name, percent, authority, extra]) => ({
  storeId: 'usassessments',
  country: 'US',
  region: code,
  jurisdiction: `${name}, United States`,
  components: percent === 0 ? [] : [{ name: extra?.taxName ?? 'Sales tax', rates: flat(percent) }],
  shippingTaxed: US_SHIPPING_TAXED.has(code),
  exemptionCertificates: true,
  source: `${authority}; state-level rate only`,
  checked: CHECKED,
  ...(extra?.effective ? { effective: extra.effective } : {}),
  ...(extra?.unsure ? { unsure: extra.unsure } : {}),
}));

// ---------------------------------------------------------------------------------------------------
// Canada: GST or HST by province of delivery, plus the provincial tax where it is separate.

const CRA =
  'Canada Revenue Agency, GST/HST rates (canada.ca, "Charge and collect the tax: which rate to charge")';

const GST = { name: 'GST', rates: flat(5) };

/** HST provinces rebate their provincial part on printed books at the point of sale. */
const hst = (percent: number): TaxComponentRates => ({
  name: 'HST',
  rates: { ...flat(percent), 'printed-book': 5 },
});

/** The separate provincial taxes exempt books (printed and electronic) and tax goods and software. */
const provincial = (name: string, percent: number): TaxComponentRates => ({
  name,
  rates: { ...flat(percent), 'printed-book': 0, 'e-book': 0 },
});

type Province = readonly [
  code: string,
  name: string,
  components: readonly TaxComponentRates[],
  source: string,
  extra?: Pick<TaxRateRow, 'effective' | 'unsure'>,
];

const PST_DIGITAL_UNSURE =
  'Whether the provincial tax reaches online training and e-books as this row assumes needs a check with the province.';

const PROVINCES: readonly Province[] = [
  ['AB', 'Alberta', [GST], CRA],
  [
    'BC',
    'British Columbia',
    [GST, provincial('PST', 7)],
    `${CRA}; BC Ministry of Finance, PST bulletins PST 205 (books) and PST 302 (delivery charges) (gov.bc.ca)`,
    { unsure: PST_DIGITAL_UNSURE },
  ],
  [
    'MB',
    'Manitoba',
    [GST, provincial('RST', 7)],
    `${CRA}; Manitoba Finance, retail sales tax (gov.mb.ca/finance/taxation)`,
    { unsure: PST_DIGITAL_UNSURE },
  ],
  ['NB', 'New Brunswick', [hst(15)], CRA],
  ['NL', 'Newfoundland and Labrador', [hst(15)], CRA],
  ['NS', 'Nova Scotia', [hst(14)], `${CRA}; GST/HST Notice 342`, { effective: '2025-04-01' }],
  ['NT', 'Northwest Territories', [GST], CRA],
  ['NU', 'Nunavut', [GST], CRA],
  ['ON', 'Ontario', [hst(13)], CRA],
  ['PE', 'Prince Edward Island', [hst(15)], CRA],
  [
    'QC',
    'Quebec',
    [GST, { name: 'QST', rates: { ...flat(9.975), 'printed-book': 0 } }],
    `${CRA}; Revenu Québec, QST rates and zero-rated printed books (revenuquebec.ca)`,
  ],
  [
    'SK',
    'Saskatchewan',
    [GST, provincial('PST', 6)],
    `${CRA}; Saskatchewan Ministry of Finance, provincial sales tax (saskatchewan.ca)`,
    { unsure: PST_DIGITAL_UNSURE },
  ],
  ['YT', 'Yukon', [GST], CRA],
];

const caRows: TaxRateRow[] = PROVINCES.map(([code, name, components, source, extra]) => ({
  storeId: 'caassessments',
  country: 'CA',
  region: code,
  jurisdiction: `${name}, Canada`,
  components,
  shippingTaxed: true,
  exemptionCertificates: true,
  source,
  checked: CHECKED,
  ...extra,
}));

// ---------------------------------------------------------------------------------------------------
// One rate area per country: VAT, BTW, IVA, GST and consumption tax, delivery charges included.

const nationalRow = (
  row: Pick<TaxRateRow, 'storeId' | 'country' | 'jurisdiction' | 'components' | 'source'> &
    Partial<Pick<TaxRateRow, 'excluded' | 'effective' | 'unsure'>>,
): TaxRateRow => ({
  region: null,
  shippingTaxed: true,
  exemptionCertificates: false,
  checked: CHECKED,
  ...row,
});

const nationalRows: TaxRateRow[] = [
  nationalRow({
    storeId: 'ukassessments',
    country: 'GB',
    jurisdiction: 'United Kingdom',
    components: [{ name: 'VAT', rates: { ...flat(20), 'printed-book': 0, 'e-book': 0 } }],
    source:
      'HM Revenue & Customs, "Rates of VAT on different goods and services" and VAT Notice 701/10 (zero-rated books and e-publications) (gov.uk)',
  }),
  nationalRow({
    storeId: 'nlassessments',
    country: 'NL',
    jurisdiction: 'Netherlands',
    components: [{ name: 'BTW', rates: { ...flat(21), 'printed-book': 9, 'e-book': 9 } }],
    source: 'Belastingdienst, btw-tarieven (belastingdienst.nl); low rate on books kept for 2026',
  }),
  nationalRow({
    storeId: 'esassessments',
    country: 'ES',
    jurisdiction: 'Spain (mainland and Balearic Islands)',
    components: [{ name: 'IVA', rates: { ...flat(21), 'printed-book': 4, 'e-book': 4 } }],
    excluded: {
      regions: ['CN', 'GC', 'TF', 'CE', 'ML'],
      reason:
        'The Canary Islands, Ceuta and Melilla are outside the EU VAT area (IGIC and IPSI apply; a delivery there is an export with customs formalities the store does not handle).',
    },
    source:
      'Agencia Tributaria, tipos impositivos del IVA, Ley 37/1992 arts. 90 and 91 (sede.agenciatributaria.gob.es)',
  }),
  nationalRow({
    storeId: 'auassessments',
    country: 'AU',
    jurisdiction: 'Australia',
    components: [{ name: 'GST', rates: flat(10) }],
    source: 'Australian Taxation Office, GST (ato.gov.au)',
  }),
  nationalRow({
    storeId: 'nzassessments',
    country: 'NZ',
    jurisdiction: 'New Zealand',
    components: [{ name: 'GST', rates: flat(15) }],
    source: 'Inland Revenue, GST (ird.govt.nz)',
  }),
  nationalRow({
    storeId: 'sgassessments',
    country: 'SG',
    jurisdiction: 'Singapore',
    components: [{ name: 'GST', rates: flat(9) }],
    source: 'Inland Revenue Authority of Singapore, GST rate (iras.gov.sg)',
    effective: '2024-01-01',
  }),
  nationalRow({
    storeId: 'asiaassessments',
    country: 'JP',
    jurisdiction: 'Japan',
    components: [{ name: '消費税', rates: flat(10) }],
    source: 'National Tax Agency, consumption tax (nta.go.jp): 7.8% national plus 2.2% local, standard rate',
  }),
];

export const TAX_RATES: readonly TaxRateRow[] = [...usRows, ...caRows, ...nationalRows];

// prettier-ignore
const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]);

/** VAT numbers that do not start with the ISO code of their country. */
const VAT_PREFIXES: ReadonlyMap<string, string> = new Map([['EL', 'GR']]);

/**
 * A business buyer registered for VAT in another member state buys without VAT from an EU store,
 * and accounts for it itself (docs/tax.md).
 */
export const EU_REVERSE_CHARGE = {
  memberStates: EU_MEMBER_STATES,
  vatPrefixes: VAT_PREFIXES,
  legalBasis: 'Article 196, Council Directive 2006/112/EC',
  source: 'Council Directive 2006/112/EC, articles 138 and 196 (eur-lex.europa.eu)',
  checked: CHECKED,
};
