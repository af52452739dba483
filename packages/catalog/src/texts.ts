import type { CategoryId, Format, QualificationLevel } from '@store/contracts/commerce-constants';
import type { CatalogLanguage, Texts } from './languages.ts';
import { CATEGORY_PURPOSES, FORMAT_NAMES, type Domain } from './vocabulary.ts';

/** Sentences of a program's summary and description, one template per language. */

export interface AgeRange {
  minMonths: number;
  maxMonths: number;
}

export interface TextFacts {
  domain: Domain;
  category: CategoryId;
  ageRange: AgeRange;
  adminMinutes: readonly [number, number];
  formats: readonly Format[];
  qualificationLevel: QualificationLevel;
}

const HTML_LANG: Texts = { en: 'en', fr: 'fr', nl: 'nl', es: 'es', ja: 'ja', zh: 'zh' };

function ages(language: CatalogLanguage, range: AgeRange): string {
  const to = Math.floor(range.maxMonths / 12);
  const fromYears = Math.floor(range.minMonths / 12);
  const inMonths = range.minMonths < 24;
  const from = inMonths ? range.minMonths : fromYears;
  switch (language) {
    case 'en':
      return inMonths ? `children from ${from} months to ${to} years` : `people aged ${from} to ${to}`;
    case 'fr':
      return inMonths
        ? `chez les enfants de ${from} mois à ${to} ans`
        : `chez les personnes de ${from} à ${to} ans`;
    case 'nl':
      return inMonths
        ? `bij kinderen van ${from} maanden tot ${to} jaar`
        : `bij personen van ${from} tot ${to} jaar`;
    case 'es':
      return inMonths ? `en niños de ${from} meses a ${to} años` : `en personas de ${from} a ${to} años`;
    case 'ja':
      return inMonths ? `${from}か月から${to}歳まで` : `${from}歳から${to}歳まで`;
    case 'zh':
      return inMonths ? `${from}个月至${to}岁` : `${from}至${to}岁`;
  }
}

export function summaryText(language: CatalogLanguage, facts: TextFacts): string {
  const [audience, purpose] = CATEGORY_PURPOSES[facts.category][language];
  const who = ages(language, facts.ageRange);
  const { domain } = facts;
  switch (language) {
    case 'en':
      return `Measures ${domain.en.toLowerCase()} in ${who}, helping ${audience} ${purpose}.`;
    case 'fr':
      return `Évalue ${domain.frThe} ${who}, pour aider ${audience} à ${purpose}.`;
    case 'nl':
      return `Meet ${domain.nl} ${who}, om ${audience} te helpen ${purpose}.`;
    case 'es':
      return `Evalúa ${domain.esThe} ${who}, para ayudar a ${audience} a ${purpose}.`;
    case 'ja':
      return `${who}を対象に${domain.ja}を測定し、${audience}が${purpose}ことを支援します。`;
    case 'zh':
      return `适用于${who}，评估${domain.zh}，帮助${audience}${purpose}。`;
  }
}

export function descriptionText(language: CatalogLanguage, facts: TextFacts): string {
  const [from, to] = facts.adminMinutes;
  const list = new Intl.ListFormat(HTML_LANG[language], { type: 'conjunction' }).format(
    facts.formats.map((f) => FORMAT_NAMES[f][language]),
  );
  const level = facts.qualificationLevel;
  const summary = summaryText(language, facts);
  switch (language) {
    case 'en':
      return `${summary} Administration takes ${from} to ${to} minutes. Available as ${list}. Qualification level ${level}.`;
    case 'fr':
      return `${summary} La passation dure de ${from} à ${to} minutes. Formats offerts : ${list}. Niveau de qualification ${level}.`;
    case 'nl':
      return `${summary} De afname duurt ${from} tot ${to} minuten. Verkrijgbaar als ${list}. Kwalificatieniveau ${level}.`;
    case 'es':
      return `${summary} La aplicación dura entre ${from} y ${to} minutos. Formatos disponibles: ${list}. Nivel de cualificación ${level}.`;
    case 'ja':
      return `${summary}実施時間は${from}〜${to}分です。提供形態：${list}。資格レベル${level}。`;
    case 'zh':
      return `${summary}施测时间为${from}至${to}分钟。提供形式：${list}。资格等级${level}。`;
  }
}
