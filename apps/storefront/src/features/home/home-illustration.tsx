import type { HomeIllustration } from '@store/contracts/content';
import type { ReactNode } from 'react';

/**
 * The pictures the home content can name for a tile, drawn inline: nothing to fetch, nothing to
 * wait for, and the colours follow the design tokens. Decorative: the tile's title says what it is.
 */
const SHAPES: Record<HomeIllustration, ReactNode> = {
  categories: (
    <>
      <rect x="6" y="6" width="15" height="15" rx="3" />
      <rect x="27" y="6" width="15" height="15" rx="3" className="home-art__accent" />
      <rect x="6" y="27" width="15" height="15" rx="3" className="home-art__accent" />
      <rect x="27" y="27" width="15" height="15" rx="3" />
    </>
  ),
  digital: (
    <>
      <rect x="5" y="8" width="38" height="26" rx="3" />
      <path d="M17 40h14M24 34v6" className="home-art__line" />
      <path d="M13 26l6-7 5 4 8-9" className="home-art__line home-art__line--accent" />
    </>
  ),
  training: (
    <>
      <path d="M4 18l20-9 20 9-20 9z" />
      <path d="M12 22v10c0 3 6 6 12 6s12-3 12-6V22" className="home-art__line" />
      <path d="M42 19v12" className="home-art__line home-art__line--accent" />
    </>
  ),
  support: (
    <>
      <path d="M8 26v-4a16 16 0 0132 0v4" className="home-art__line" />
      <rect x="5" y="24" width="8" height="13" rx="3" />
      <rect x="35" y="24" width="8" height="13" rx="3" />
      <path d="M39 37c0 4-5 6-11 6" className="home-art__line home-art__line--accent" />
    </>
  ),
  'quick-order': (
    <>
      <rect x="9" y="5" width="30" height="38" rx="3" />
      <path d="M15 15h18M15 23h18M15 31h10" className="home-art__line home-art__line--on-fill" />
      <circle cx="36" cy="36" r="8" className="home-art__accent" />
    </>
  ),
};

export function HomeArt({ name, className }: { name: HomeIllustration; className: string }) {
  return (
    <svg className={`home-art ${className}`} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {SHAPES[name]}
    </svg>
  );
}
