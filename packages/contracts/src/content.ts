import { z } from 'zod';
import { programCodeSchema } from './commerce.ts';

/**
 * Shapes of what the content system serves (requirements §3, 7). Link paths may carry the
 * placeholders {locale}, {lang} and {store}; the storefront fills them for the page's locale.
 */

export const pageRefSchema = z.object({
  path: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
});

export const linkSchema = z.object({
  path: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  page: pageRefSchema.optional(),
  openInNewWindow: z.boolean().optional(),
});
export type Link = z.infer<typeof linkSchema>;

export interface NavMenuItem {
  title: string;
  linkPath?: string | undefined;
  resourcePath?: string | undefined;
  ariaControlsId?: string | undefined;
  ariaLabel?: string | undefined;
  thumbnailImagePath?: string | undefined;
  tabHighlighted?: boolean | undefined;
  openInNewWindow?: boolean | undefined;
  /** A promo tile's sentence; only promo tiles carry one. */
  description?: string | undefined;
  children?: NavMenuItem[] | undefined;
}

export const navMenuItemSchema: z.ZodType<NavMenuItem> = z.lazy(() =>
  z.object({
    title: z.string().min(1),
    linkPath: z.string().optional(),
    resourcePath: z.string().optional(),
    ariaControlsId: z.string().optional(),
    ariaLabel: z.string().optional(),
    thumbnailImagePath: z.string().optional(),
    tabHighlighted: z.boolean().optional(),
    openInNewWindow: z.boolean().optional(),
    description: z.string().optional(),
    children: z.array(navMenuItemSchema).optional(),
  }),
);

/** first-level-nav-content.json: the utility bar and the three mega-menu sections (requirements §2). */
export const navContentSchema = z.object({
  utilityLinks: z.array(linkSchema).min(1),
  /** Each section's children are its groups; a group's children are its links; a child with a thumbnail is the promo tile. */
  sections: z.array(navMenuItemSchema).min(1),
});
export type NavContent = z.infer<typeof navContentSchema>;

export const socialLinkSchema = z.object({
  name: z.enum(['facebook', 'twitter', 'youtube', 'linkedin', 'instagram']),
  href: z.string().url(),
  enabled: z.boolean(),
  /** The accessible label, in the locale's language. */
  label: z.string().min(1),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export interface FooterItem {
  id?: string | undefined;
  title?: string | undefined;
  text?: string | undefined;
  links?: Link[] | undefined;
  socialLinks?: SocialLink[] | undefined;
  items?: FooterItem[] | undefined;
}

export const footerItemSchema: z.ZodType<FooterItem> = z.lazy(() =>
  z.object({
    id: z.string().optional(),
    title: z.string().optional(),
    text: z.string().optional(),
    links: z.array(linkSchema).optional(),
    socialLinks: z.array(socialLinkSchema).optional(),
    items: z.array(footerItemSchema).optional(),
  }),
);

/** footer-content.json: a tree of layout items (requirements §3). */
export const footerContentSchema = z.object({
  items: z.array(footerItemSchema).min(1),
});
export type FooterContent = z.infer<typeof footerContentSchema>;

/** requirements §3 Global message, and the closure banner of requirements §2 whose dates come from content. */
export const globalMessageSchema = z.object({
  msgId: z.string().min(1),
  text: z.string().min(1),
  icon: z.enum(['info', 'warning', 'alert']).default('info'),
});
export type GlobalMessage = z.infer<typeof globalMessageSchema>;

export const supportClosureSchema = z.object({
  msgId: z.string().min(1),
  icon: z.enum(['info', 'warning', 'alert']).default('info'),
  /** ISO dates (YYYY-MM-DD) on which support is closed. */
  closedDates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).min(1),
  /** ISO date-time at which support resumes; the banner is shown until then. */
  resumesAt: z.string().datetime({ offset: true }),
  /** Sentence with {dates} and {resumes}, in the locale's language. */
  template: z.string().includes('{dates}').includes('{resumes}'),
});
export type SupportClosure = z.infer<typeof supportClosureSchema>;

export const bannerContentSchema = z.object({
  supportClosure: supportClosureSchema.optional(),
});
export type BannerContent = z.infer<typeof bannerContentSchema>;

/** The drawn pictures a home tile may carry (the storefront draws each; no file to fetch). */
export const HOME_ILLUSTRATIONS = ['categories', 'digital', 'training', 'support', 'quick-order'] as const;
export type HomeIllustration = (typeof HOME_ILLUSTRATIONS)[number];

/** How many programs the home page features at most (the merchandising call takes as many). */
export const HOME_FEATURED_MAX = 12;

/** home-content.json: the content-driven home page of a locale. */
export const homeContentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  primaryLink: linkSchema,
  /** The programs the home page features, in this order: codes of programs the locale's store sells. */
  featuredPrograms: z
    .array(programCodeSchema)
    .min(1)
    .max(HOME_FEATURED_MAX)
    .refine((codes) => new Set(codes).size === codes.length, 'featuredPrograms lists a program twice'),
  tiles: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().min(1),
        link: linkSchema,
        illustration: z.enum(HOME_ILLUSTRATIONS).optional(),
      }),
    )
    .min(1),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** One way to reach the region's people: what it is for, how to reach it and when. */
export const contactChannelSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  /** As dialled from within the region; shown as written, dialled without spaces. */
  phone: z.string().regex(/^\+?[0-9 ()-]{6,}$/, 'expects a phone number'),
  email: z.email(),
  hours: z.string().min(1),
});
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** contact-content.json: a locale's Contact us page, and where visitors from elsewhere may write. */
export const contactContentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  intro: z.string().min(1),
  channels: z.array(contactChannelSchema).min(1),
  links: z.array(linkSchema),
  internationalEmail: z.email(),
});
export type ContactContent = z.infer<typeof contactContentSchema>;

/**
 * An editorial page's address under its locale: lower-case words joined by hyphens, up to four
 * segments (`legal/privacy`, `digital-solutions/digital-assessment-library/schools`).
 */
export const EDITORIAL_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

const editorialLinkSchema = z
  .object({
    label: z.string().min(1),
    /** A path of this store (never another site): the content tests check each one leads somewhere. */
    href: z.string().regex(/^\/[^/]/, 'expects a path of this store, starting with one /'),
  })
  .strict();

/**
 * pages/{slug}.json: an editorial page of a locale (ordering help, legal policies, topics,
 * platforms…), the destination of the mega menu's and footer's content links. Plain text only.
 */
export const editorialPageSchema = z
  .object({
    title: z.string().min(1),
    /** The summary under the title, and the page's description for search engines. */
    description: z.string().min(1).max(300),
    /** When the text last changed, for pages whose date matters (legal policies). */
    updated: z.iso.date().optional(),
    sections: z
      .array(
        z
          .object({
            heading: z.string().min(1),
            paragraphs: z.array(z.string().min(1)).min(1),
            links: z.array(editorialLinkSchema).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type EditorialPage = z.infer<typeof editorialPageSchema>;

/** The file of an editorial page under a locale's folder of the content system. */
export const editorialPageFile = (slug: string) => `pages/${slug}.json`;

/** The pdp-program persisted query answers data.pdpProgramPage.item (requirements §5, 7). */
export const pdpProgramItemSchema = z.object({
  _path: z.string(),
  locale: z.string(),
  overview: z.string(),
  productDetails: z.string(),
  resources: z.array(linkSchema),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  complimentaryTraining: z.string(),
  webinars: z.array(linkSchema),
});
export type PdpProgramItem = z.infer<typeof pdpProgramItemSchema>;

export const pdpProgramResponseSchema = z.object({
  data: z.object({ pdpProgramPage: z.object({ item: pdpProgramItemSchema }) }),
});

/** Content file names served per regional site and locale (requirements §7). */
export const CONTENT_FILES = {
  footerJson: 'footer-content.json',
  footerHtml: 'footer-react-content.html',
  navJson: 'first-level-nav-content.json',
  navHtml: 'first-level-nav-react-content.html',
  banner: 'global-banner.json',
  home: 'home-content.json',
  contact: 'contact-content.json',
} as const;

export const PDP_PROGRAM_PROJECT = 'USAssessments';
export const pdpProgramQueryName = (contentLocale: string) => `${contentLocale}-pdp-program`;
