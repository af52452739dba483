import type { Locale } from '@store/locales';
import sanitizeHtml from 'sanitize-html';
import { isSafeHref, resolvePath } from './links.ts';

/**
 * Editable-template fragments come from the content system as HTML; only structure, text and safe
 * links reach the page (no scripts, handlers, styles or ids that could clash with the shell's).
 */
export function sanitizeFragment(html: string, locale: Locale): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'nav',
      'section',
      'div',
      'ul',
      'ol',
      'li',
      'a',
      'p',
      'span',
      'strong',
      'em',
      'h2',
      'h3',
      'h4',
      'img',
      'small',
      'br',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'aria-label'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      nav: ['aria-label'],
      section: ['aria-label'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ? resolvePath(attribs.href, locale) : undefined;
        const next: Record<string, string> = { ...attribs };
        if (href && isSafeHref(href)) next.href = href;
        else delete next.href;
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        return { tagName, attribs: next };
      },
    },
  });
}
