import type { HomeContent } from '@store/contracts';
import type { Merchandising } from '@store/contracts/commerce-merchandising';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { resolvePath } from '../../shell/links.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { CatalogMessages } from '../catalog/messages.ts';
import { ProductCard } from '../catalog/product-card.tsx';
import { ProductImage } from '../product-image/product-image.tsx';
import { HomeArt } from './home-illustration.tsx';
import type { HomeMessages } from './messages.ts';
import '../catalog/catalog.css';
import './home.css';

/**
 * The home page of a locale: the region's message and tiles from content, and the store's programs
 * from commerce (featured, new releases, popular per category). Without commerce the page still
 * shows its content; the program sections are left out rather than shown empty.
 */
export function HomeView({
  content,
  merchandising,
  locale,
  messages,
  catalog,
}: {
  content: HomeContent;
  merchandising: Merchandising | undefined;
  locale: Locale;
  messages: HomeMessages;
  catalog: CatalogMessages;
}) {
  const cards = (title: string, id: string, products: Merchandising['featured']) =>
    products.length > 0 && (
      <section className="home-section" aria-labelledby={id}>
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <ul className="product-grid home-products">
          {products.map((product) => (
            <ProductCard key={product.code} locale={locale} product={product} messages={catalog} />
          ))}
        </ul>
      </section>
    );
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <h1 id="home-title">{content.heading}</h1>
          <p className="home-hero__intro">{content.intro}</p>
          <a
            className="button button--primary button--large"
            href={resolvePath(content.primaryLink.path, locale)}
          >
            {content.primaryLink.title}
          </a>
        </div>
        <HomeArt name="categories" className="home-hero__art" />
      </section>

      {merchandising && cards(messages.featured.title, 'home-featured', merchandising.featured)}
      {merchandising && cards(messages.newReleases.title, 'home-new', merchandising.newReleases)}

      {merchandising && merchandising.popularByCategory.length > 0 && (
        <section className="home-section" aria-labelledby="home-popular">
          <h2 id="home-popular" className="home-section__title">
            {messages.popular.title}
          </h2>
          <p className="home-section__intro">{messages.popular.intro}</p>
          <ul className="card-grid home-categories">
            {merchandising.popularByCategory.map(({ category, products }) => (
              <li key={category.id} className="card home-category">
                <h3 className="card__title">{category.name}</h3>
                <ol className="home-category__list">
                  {products.map((product) => (
                    <li key={product.code} className="home-category__item">
                      <ProductImage
                        locale={locale}
                        product={product}
                        width={48}
                        alt=""
                        className="home-category__image"
                      />
                      <a href={storePaths(locale).product(product.code)}>{product.name}</a>
                    </li>
                  ))}
                </ol>
                <a
                  className="card__footer home-category__all"
                  href={storePaths(locale).category(category.id)}
                >
                  {format(messages.popular.seeAll, { category: category.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="home-section" aria-labelledby="home-explore">
        <h2 id="home-explore" className="home-section__title">
          {messages.exploreTitle}
        </h2>
        <ul className="card-grid home-tiles">
          {content.tiles.map((tile) => (
            <li key={tile.title} className="card card--muted home-tile">
              {tile.illustration && <HomeArt name={tile.illustration} className="home-tile__art" />}
              <h3 className="card__title">{tile.title}</h3>
              <p className="card__text">{tile.text}</p>
              <a className="card__footer" href={resolvePath(tile.link.path, locale)}>
                {tile.link.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
