import { programByCode, type CatalogProgram } from '@store/catalog';
import type { PdpProgramItem } from '@store/contracts/content';

/**
 * Product-page tab content for programs without hand-written content: generated from the same
 * catalogue generator as the commerce service, in the content locale's language (the Asian sites
 * read en-asia, so English), so that every product page has its tabs.
 */

type Language = 'en' | 'fr' | 'nl' | 'es';

const LANGUAGE_OF: Record<string, Language> = { 'fr-ca': 'fr', 'nl-nl': 'nl', 'es-es': 'es' };

interface Phrases {
  ages(from: string, to: string): string;
  sampleReport: string;
  technicalSummary: string;
  whoQuestion(name: string): string;
  whoAnswer(level: string): string;
  digitalQuestion: string;
  digitalYes: string;
  digitalNo: string;
  training(name: string): string;
  webinar: string;
}

const PHRASES: Record<Language, Phrases> = {
  en: {
    ages: (from, to) => `Ages ${from}–${to}.`,
    sampleReport: 'Sample score report',
    technicalSummary: 'Technical summary',
    whoQuestion: (name) => `Who can purchase the ${name}?`,
    whoAnswer: (level) =>
      `Professionals who meet qualification level ${level}. The Qualifications page explains how to register your credentials.`,
    digitalQuestion: 'Can it be administered or scored online?',
    digitalYes: 'Yes. Digital administration and scoring are available through a subscription.',
    digitalNo: 'Not at present: this program is available in print only.',
    training: (name) =>
      `A free on-demand introduction covers the administration, scoring and interpretation of the ${name}.`,
    webinar: 'Getting started with standardized assessment',
  },
  fr: {
    ages: (from, to) => `Âges : ${from} à ${to}.`,
    sampleReport: 'Exemple de rapport de résultats',
    technicalSummary: 'Résumé technique',
    whoQuestion: (name) => `Qui peut acheter ce produit : ${name}?`,
    whoAnswer: (level) =>
      `Les professionnels qui satisfont au niveau de qualification ${level}. La page Niveaux de qualification explique comment enregistrer vos titres de compétence.`,
    digitalQuestion: 'Peut-on l’administrer ou le corriger en ligne?',
    digitalYes: 'Oui. L’administration et la correction numériques sont offertes par abonnement.',
    digitalNo: 'Pas pour le moment : ce programme est offert en version imprimée seulement.',
    training: (name) =>
      `Une introduction gratuite offerte sur demande porte sur l’administration, la correction et l’interprétation de ce programme (${name}).`,
    webinar: 'Bien commencer avec l’évaluation normalisée',
  },
  nl: {
    ages: (from, to) => `Leeftijd ${from}–${to}.`,
    sampleReport: 'Voorbeeld van een scorerapport',
    technicalSummary: 'Technische samenvatting',
    whoQuestion: (name) => `Wie kan de ${name} bestellen?`,
    whoAnswer: (level) =>
      `Professionals die voldoen aan kwalificatieniveau ${level}. Op de pagina Kwalificaties leest u hoe u uw bevoegdheden registreert.`,
    digitalQuestion: 'Kan de afname of scoring online plaatsvinden?',
    digitalYes: 'Ja. Digitale afname en scoring zijn beschikbaar via een abonnement.',
    digitalNo: 'Op dit moment niet: dit programma is alleen op papier verkrijgbaar.',
    training: (name) =>
      `Een gratis on-demand introductie behandelt de afname, scoring en interpretatie van de ${name}.`,
    webinar: 'Aan de slag met gestandaardiseerde diagnostiek',
  },
  es: {
    ages: (from, to) => `Edades: ${from}–${to}.`,
    sampleReport: 'Ejemplo de informe de resultados',
    technicalSummary: 'Resumen técnico',
    whoQuestion: (name) => `¿Quién puede adquirir el producto ${name}?`,
    whoAnswer: (level) =>
      `Los profesionales que cumplen el nivel de cualificación ${level}. La página Cualificaciones explica cómo registrar sus credenciales.`,
    digitalQuestion: '¿Se puede aplicar o corregir en línea?',
    digitalYes: 'Sí. La aplicación y la corrección digitales están disponibles mediante suscripción.',
    digitalNo: 'Por ahora no: este programa solo está disponible en papel.',
    training: (name) =>
      `Una introducción gratuita a la carta explica la aplicación, la corrección y la interpretación del producto ${name}.`,
    webinar: 'Primeros pasos con la evaluación estandarizada',
  },
};

/** Years:months, as publishers write age ranges (5:0–18:11). */
const age = (months: number) => `${Math.floor(months / 12)}:${months % 12}`;

export function fallbackPdpItem(code: string, contentLocale: string): PdpProgramItem | undefined {
  const program = programByCode(code);
  return program ? itemFor(program, contentLocale) : undefined;
}

function itemFor(program: CatalogProgram, contentLocale: string): PdpProgramItem {
  const language = LANGUAGE_OF[contentLocale] ?? 'en';
  const phrases = PHRASES[language];
  const text = program.texts[language];
  const base = `/content/dam/pdp/${contentLocale}/${program.code}`;
  const digital = program.items.some((item) => item.digital);
  return {
    _path: base,
    locale: contentLocale,
    overview: text.summary,
    productDetails: `${phrases.ages(age(program.ageRange.minMonths), age(program.ageRange.maxMonths))} ${text.description
      .slice(text.summary.length)
      .trim()}`,
    resources: [
      { path: `${base}/sample-score-report.pdf`, title: phrases.sampleReport },
      { path: `${base}/technical-summary.pdf`, title: phrases.technicalSummary },
    ],
    faqs: [
      { question: phrases.whoQuestion(text.name), answer: phrases.whoAnswer(program.qualificationLevel) },
      { question: phrases.digitalQuestion, answer: digital ? phrases.digitalYes : phrases.digitalNo },
    ],
    complimentaryTraining: phrases.training(text.name),
    webinars: [{ path: '/{locale}/webinars/past', title: phrases.webinar }],
  };
}
