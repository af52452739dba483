import type { HomeContent } from '@store/contracts';
import type { Locale } from '@store/locales';
import { resolvePath } from '../../shell/links.ts';

/** The content-driven home page of a locale. */
export function HomeView({ content, locale }: { content: HomeContent; locale: Locale }) {
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{content.heading}</h1>
        <p className="home-hero__intro">{content.intro}</p>
        <a className="button button--primary" href={resolvePath(content.primaryLink.path, locale)}>
          {content.primaryLink.title}
        </a>
      </section>
      <ul className="home-tiles">
        {content.tiles.map((tile) => (
          <li key={tile.title} className="home-tile">
            <h2>{tile.title}</h2>
            <p>{tile.text}</p>
            <a href={resolvePath(tile.link.path, locale)}>{tile.link.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
