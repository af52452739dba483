import type { SupportClosure } from '@store/contracts';
import { format } from '../../i18n/format.ts';

/**
 * The closure banner's sentence in the locale's language, or undefined once support has resumed.
 * Dates are formatted with the locale's conventions; the content gives the template.
 */
export function closureText(closure: SupportClosure, htmlLang: string, now: Date): string | undefined {
  const resumes = new Date(closure.resumesAt);
  if (Number.isNaN(resumes.getTime()) || now >= resumes) return undefined;
  const day = new Intl.DateTimeFormat(htmlLang, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const list = new Intl.ListFormat(htmlLang, { style: 'long', type: 'conjunction' });
  const dates = list.format(closure.closedDates.map((d) => day.format(new Date(`${d}T12:00:00Z`))));
  const resumesText = new Intl.DateTimeFormat(htmlLang, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: closure.resumesAt.match(/[+-]\d{2}:\d{2}$/) ? offsetZone(closure.resumesAt) : 'UTC',
    timeZoneName: 'short',
  }).format(resumes);
  return format(closure.template, { dates, resumes: resumesText });
}

/** Intl needs a zone name; a fixed offset such as -06:00 is Etc/GMT+6 (the sign is inverted there). */
function offsetZone(iso: string): string {
  const match = iso.match(/([+-])(\d{2}):(\d{2})$/);
  if (!match || match[3] !== '00') return 'UTC';
  const hours = Number(match[2]);
  if (hours === 0) return 'UTC';
  return `Etc/GMT${match[1] === '+' ? '-' : '+'}${hours}`;
}
