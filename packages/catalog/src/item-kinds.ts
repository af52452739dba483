import { Q_LOCAL_REPORTS_SUFFIX, type Format } from '@store/contracts/commerce-constants';
import type { Texts } from './languages.ts';

/**
 * The sellable items a program may offer. The suffix becomes the item code's format part
 * (A100123-RF25); prices are in US dollars before conversion; tiers give a discount per unit from
 * a quantity on, as publishers do for forms and score reports bought in bulk.
 */
export interface ItemKind {
  suffix: string;
  format: Format;
  digital: boolean;
  label: Texts;
  usdRange: readonly [number, number];
  quantity: readonly [min: number, max: number];
  /** [from quantity, discount] pairs, ascending. */
  tiers: ReadonlyArray<readonly [number, number]>;
}

const BULK = [
  [5, 0.05],
  [10, 0.1],
  [25, 0.15],
] as const;

export const ITEM_KINDS: readonly ItemKind[] = [
  {
    suffix: 'KIT',
    format: 'kit',
    digital: false,
    label: {
      en: 'Complete Kit',
      fr: 'Trousse complète',
      nl: 'Complete set',
      es: 'Kit completo',
      ja: '完全キット',
      zh: '完整套装',
    },
    usdRange: [480, 1450],
    quantity: [1, 10],
    tiers: [],
  },
  {
    suffix: 'KITDIG',
    format: 'kit',
    digital: true,
    label: {
      en: 'Digital Kit',
      fr: 'Trousse numérique',
      nl: 'Digitale set',
      es: 'Kit digital',
      ja: 'デジタルキット',
      zh: '数字套装',
    },
    usdRange: [380, 1100],
    quantity: [1, 10],
    tiers: [],
  },
  {
    suffix: 'MAN',
    format: 'manual',
    digital: false,
    label: {
      en: 'Administration and Scoring Manual',
      fr: "Manuel d'administration et de cotation",
      nl: 'Handleiding voor afname en scoring',
      es: 'Manual de aplicación y corrección',
      ja: '実施・採点マニュアル',
      zh: '施测与计分手册',
    },
    usdRange: [110, 260],
    quantity: [1, 20],
    tiers: [],
  },
  {
    suffix: 'TECH',
    format: 'manual',
    digital: false,
    label: {
      en: 'Technical Manual',
      fr: 'Manuel technique',
      nl: 'Technische handleiding',
      es: 'Manual técnico',
      ja: 'テクニカルマニュアル',
      zh: '技术手册',
    },
    usdRange: [80, 180],
    quantity: [1, 20],
    tiers: [],
  },
  {
    suffix: 'EMAN',
    format: 'manual',
    digital: true,
    label: {
      en: 'Manual (eBook)',
      fr: 'Manuel (livre numérique)',
      nl: 'Handleiding (e-book)',
      es: 'Manual (libro electrónico)',
      ja: 'マニュアル（電子書籍）',
      zh: '手册（电子书）',
    },
    usdRange: [90, 220],
    quantity: [1, 5],
    tiers: [],
  },
  {
    suffix: 'RF25',
    format: 'record-forms',
    digital: false,
    label: {
      en: 'Record Forms (Pack of 25)',
      fr: 'Formulaires de notation (paquet de 25)',
      nl: 'Scoreformulieren (pak van 25)',
      es: 'Cuadernillos de anotación (paquete de 25)',
      ja: '記録用紙（25部入り）',
      zh: '记录表（25份装）',
    },
    usdRange: [65, 140],
    quantity: [1, 50],
    tiers: BULK,
  },
  {
    suffix: 'RF100',
    format: 'record-forms',
    digital: false,
    label: {
      en: 'Record Forms (Pack of 100)',
      fr: 'Formulaires de notation (paquet de 100)',
      nl: 'Scoreformulieren (pak van 100)',
      es: 'Cuadernillos de anotación (paquete de 100)',
      ja: '記録用紙（100部入り）',
      zh: '记录表（100份装）',
    },
    usdRange: [230, 480],
    quantity: [1, 20],
    tiers: [[5, 0.05]],
  },
  {
    suffix: 'RB25',
    format: 'record-forms',
    digital: false,
    label: {
      en: 'Response Booklets (Pack of 25)',
      fr: 'Cahiers de réponses (paquet de 25)',
      nl: 'Antwoordboekjes (pak van 25)',
      es: 'Cuadernillos de respuestas (paquete de 25)',
      ja: '回答冊子（25部入り）',
      zh: '答题册（25份装）',
    },
    usdRange: [55, 130],
    quantity: [2, 40],
    tiers: BULK,
  },
  {
    suffix: 'DIG1Y',
    format: 'digital-subscription',
    digital: true,
    label: {
      en: 'Digital Scoring, 1-Year Subscription',
      fr: "Correction numérique, abonnement d'un an",
      nl: 'Digitale scoring, abonnement van 1 jaar',
      es: 'Corrección digital, suscripción de 1 año',
      ja: 'デジタル採点 1年間サブスクリプション',
      zh: '数字计分一年订阅',
    },
    usdRange: [90, 250],
    quantity: [1, 5],
    tiers: [],
  },
  {
    suffix: 'DIG3Y',
    format: 'digital-subscription',
    digital: true,
    label: {
      en: 'Digital Scoring, 3-Year Subscription',
      fr: 'Correction numérique, abonnement de 3 ans',
      nl: 'Digitale scoring, abonnement van 3 jaar',
      es: 'Corrección digital, suscripción de 3 años',
      ja: 'デジタル採点 3年間サブスクリプション',
      zh: '数字计分三年订阅',
    },
    usdRange: [240, 650],
    quantity: [1, 5],
    tiers: [],
  },
  {
    suffix: 'DIGR25',
    format: 'digital-subscription',
    digital: true,
    label: {
      en: 'Online Score Reports (25 Uses)',
      fr: 'Rapports de résultats en ligne (25 utilisations)',
      nl: 'Online scorerapporten (25 keer)',
      es: 'Informes de resultados en línea (25 usos)',
      ja: 'オンライン結果レポート（25回分）',
      zh: '在线分数报告（25次）',
    },
    usdRange: [60, 180],
    quantity: [1, 50],
    tiers: BULK,
  },
  {
    suffix: 'TRN',
    format: 'training',
    digital: true,
    label: {
      en: 'On-Demand Training',
      fr: 'Formation sur demande',
      nl: 'On-demand training',
      es: 'Formación a la carta',
      ja: 'オンデマンド研修',
      zh: '点播培训',
    },
    usdRange: [90, 300],
    quantity: [1, 25],
    tiers: [[10, 0.1]],
  },
  {
    suffix: 'TRNL',
    format: 'training',
    digital: true,
    label: {
      en: 'Live Virtual Workshop',
      fr: 'Atelier virtuel en direct',
      nl: 'Live online workshop',
      es: 'Taller virtual en directo',
      ja: 'ライブオンラインワークショップ',
      zh: '在线直播工作坊',
    },
    usdRange: [250, 600],
    quantity: [1, 10],
    tiers: [],
  },
  {
    // Q Local (desktop scoring): report usages added to the licence of the customer's installation.
    suffix: Q_LOCAL_REPORTS_SUFFIX,
    format: 'digital-subscription',
    digital: true,
    label: {
      en: 'Q Local Score Reports (25 Uses)',
      fr: 'Rapports de résultats Q Local (25 utilisations)',
      nl: 'Q Local-scorerapporten (25 keer)',
      es: 'Informes de resultados Q Local (25 usos)',
      ja: 'Q Local 結果レポート（25回分）',
      zh: 'Q Local 分数报告（25次）',
    },
    usdRange: [70, 220],
    quantity: [1, 50],
    tiers: BULK,
  },
];

export const ITEM_KIND_BY_SUFFIX: ReadonlyMap<string, ItemKind> = new Map(
  ITEM_KINDS.map((k) => [k.suffix, k]),
);
