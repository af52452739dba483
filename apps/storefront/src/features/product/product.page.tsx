import type { PdpProgramItem } from '@store/contracts';
import type { Product, SellableItem } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchPdpProgram } from '../../clients/content.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { JsonLd } from '../../shell/seo/json-ld.tsx';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { absoluteAddress } from '../../shell/seo/public-address.ts';
import { analyticsEntry, ecommerceEvent } from '../catalog/analytics.ts';
import { loadProduct } from '../catalog/catalog-data.ts';
import { formatAge, formatMoney, formatNumber } from '../catalog/format-catalog.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { PROGRAM_IMAGE_HEIGHT, PROGRAM_IMAGE_WIDTH, programImagePath } from '../catalog/program-image.ts';
import { ProgramImage } from '../catalog/program-image.tsx';
import { DataLayerEvent } from '../catalog/tracking.tsx';
import { AddToCartForm } from './add-to-cart-form.tsx';
import { AlternateInterest } from '../page-sections/alternate-interest.tsx';
import { DeliveryEstimate } from '../page-sections/delivery-estimate.tsx';
import { QLocalOrdering } from '../page-sections/q-local-ordering.tsx';
import { RelatedItems } from '../page-sections/related-items.tsx';
import { ItemUpc } from './item-upc.tsx';
import { TAB_IDS, tabPanels } from './product-content.tsx';
import { productMessages } from './messages.ts';
import { ProductTabs } from './product-tabs.tsx';
import { QualificationStatus } from './qualification-status.tsx';
import '../catalog/catalog.css';
import './product.css';

const PROGRAM_CODE = /^[A-Z][0-9]{6}$/;

async function productFor(rawLocale: string, code: string): Promise<{ locale: Locale; product: Product }> {
  const locale = localeOrNotFound(rawLocale);
  if (!PROGRAM_CODE.test(code)) notFound();
  const product = await loadProduct(locale, code);
  if (!product) notFound();
  return { locale, product };
}

export async function productMetadata(rawLocale: string, code: string): Promise<Metadata> {
  const { locale, product } = await productFor(rawLocale, code);
  const title = `${product.name} (${product.program})`;
  return {
    title,
    description: product.summary,
    ...seoMetadata({
      locale,
      locales: product.availableLocales,
      pathOf: (l) => storePaths(l).product(product.code),
      title,
      description: product.summary,
      image: {
        url: absoluteAddress(locale, programImagePath(locale, product.code)),
        alt: format(productMessages(locale).imageAlt, { name: product.name }),
        width: PROGRAM_IMAGE_WIDTH,
        height: PROGRAM_IMAGE_HEIGHT,
        type: 'image/svg+xml',
      },
    }),
  };
}

async function loadContent(locale: Locale, code: string): Promise<PdpProgramItem | undefined> {
  try {
    return await fetchPdpProgram(locale, code);
  } catch (error) {
    logger.warn({ err: error, locale, code }, 'pdp-program content failed; the tabs say so');
    return undefined;
  }
}

function jsonLd(locale: Locale, product: Product) {
  const url = absoluteAddress(locale, storePaths(locale).product(product.code));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.code,
    productID: product.code,
    url,
    image: absoluteAddress(locale, programImagePath(locale, product.code)),
    offers: product.items.map((item) => ({
      '@type': 'Offer',
      sku: item.code,
      name: item.name,
      price: item.price.value,
      priceCurrency: item.price.currency,
      availability: item.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    })),
  };
}

function ItemOffer({ locale, item, product }: { locale: Locale; item: SellableItem; product: Product }) {
  const messages = productMessages(locale);
  const catalog = catalogMessages(locale);
  const headingId = `item-${item.code}`;
  return (
    <li className="item-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{catalog.formats[item.format]}</h3>
      <p className="item-offer__name">{item.name}</p>
      <p className="item-offer__code">{format(messages.itemCode, { code: item.code })}</p>
      {item.upc ? <ItemUpc text={format(messages.upc, { upc: item.upc })} /> : null}
      <p className="item-offer__price">{formatMoney(item.price, locale)}</p>
      <ul className="item-offer__limits">
        <li>{format(messages.minQuantity, { count: formatNumber(item.minOrderQuantity, locale) })}</li>
        <li>{format(messages.maxQuantity, { count: formatNumber(item.maxOrderQuantity, locale) })}</li>
      </ul>
      {item.tiers.length ? (
        <table className="tier-table">
          <caption>{messages.tiers}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.tierQuantity}</th>
              <th scope="col">{messages.tierPrice}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{format(messages.tierFrom, { count: formatNumber(item.minOrderQuantity, locale) })}</td>
              <td>{formatMoney(item.price, locale)}</td>
            </tr>
            {item.tiers.map((tier) => (
              <tr key={tier.minQuantity}>
                <td>{format(messages.tierFrom, { count: formatNumber(tier.minQuantity, locale) })}</td>
                <td>{formatMoney(tier.price, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <DeliveryEstimate locale={locale} item={{ ...item, itemCode: item.code }} />
      {item.inStock ? (
        <AddToCartForm
          locale={locale}
          itemCode={item.code}
          itemName={item.name}
          min={item.minOrderQuantity}
          max={item.maxOrderQuantity}
          cartHref={storePaths(locale).cart}
          labels={{
            quantity: format(messages.quantityFor, { name: item.name }),
            addToCart: messages.addToCart,
            adding: messages.adding,
            added: messages.added,
            viewCart: messages.viewCart,
          }}
        />
      ) : (
        <>
          <p className="item-offer__stock">{messages.outOfStock}</p>
          <AlternateInterest
            locale={locale}
            item={item}
            items={product.items}
            hasRelated={product.categories.length > 0}
          />
        </>
      )}
    </li>
  );
}

/** /p/{code}: the product from commerce, its six tabs from content; an unknown code is the 404 page. */
export async function ProductPage({ locale: rawLocale, code }: { locale: string; code: string }) {
  const { locale, product } = await productFor(rawLocale, code);
  const messages = productMessages(locale);
  const catalog = catalogMessages(locale);
  const content = await loadContent(locale, product.code);
  const currency = product.items[0]?.price.currency ?? localeInfo(locale).currency;
  const event = ecommerceEvent(
    'view_item',
    currency,
    product.items.map((item, index) =>
      analyticsEntry({ name: item.name, program: product.program, price: item.price.value }, index + 1),
    ),
  );

  return (
    <article className="product-page">
      <JsonLd data={jsonLd(locale, product)} />
      <h1>{product.name}</h1>
      <ProgramImage
        src={programImagePath(locale, product.code)}
        alt={format(messages.imageAlt, { name: product.name })}
        scale={0.8}
        className="product-page__image"
      />
      <p className="product-page__summary">{product.description || product.summary}</p>
      <section aria-labelledby="product-facts">
        <h2 id="product-facts">{messages.facts}</h2>
        <ul className="product-page__facts">
          <li>{format(messages.code, { code: product.code })}</li>
          <li>{format(catalog.qualification, { level: catalog.levels[product.qualificationLevel] })}</li>
          <li>
            {format(catalog.ageRange, {
              from: formatAge(product.ageRange.minMonths),
              to: formatAge(product.ageRange.maxMonths),
            })}
          </li>
        </ul>
        <QualificationStatus
          locale={locale}
          level={product.qualificationLevel}
          labels={{
            held: messages.qualificationHeld,
            notHeld: messages.qualificationNotHeld,
            submit: messages.qualificationSubmit,
          }}
        />
      </section>
      <section aria-labelledby="product-formats">
        <h2 id="product-formats">{messages.formats}</h2>
        <ul className="item-offers">
          {product.items.map((item) => (
            <ItemOffer key={item.code} locale={locale} item={item} product={product} />
          ))}
        </ul>
      </section>
      <QLocalOrdering locale={locale} items={product.items} />
      <ProductTabs
        label={messages.tabsLabel}
        tabs={TAB_IDS.map((id) => ({ id, label: messages.tabs[id] }))}
        panels={tabPanels(content, messages)}
      />
      <RelatedItems locale={locale} product={product} />
      <DataLayerEvent event={event} />
    </article>
  );
}
