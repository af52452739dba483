import type { PdpProgramItem } from '@store/contracts';
import type { Product } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchPdpProgram } from '../../clients/content.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { Crumb } from '../../shell/seo/breadcrumb-list.ts';
import { JsonLd } from '../../shell/seo/json-ld.tsx';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { absoluteAddress } from '../../shell/seo/public-address.ts';
import { Breadcrumbs } from '../../shell/ui/breadcrumbs.tsx';
import { analyticsEntry, ecommerceEvent } from '../catalog/analytics.ts';
import { loadCategories, loadProduct } from '../catalog/catalog-data.ts';
import { formatAge, formatMoney } from '../catalog/format-catalog.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { productShareImage } from '../product-image/product-image-path.ts';
import { ProductImage } from '../product-image/product-image.tsx';
import { DataLayerEvent } from '../catalog/tracking.tsx';
import { cartMessages } from '../cart/messages.ts';
import { AddToCartForm, PURCHASE_BAR_ID, type FormatChoice } from './add-to-cart-form.tsx';
import { QLocalOrdering } from '../page-sections/q-local-ordering.tsx';
import { RelatedItems } from '../page-sections/related-items.tsx';
import { FormatCards, initialChoice } from './format-cards.tsx';
import { TAB_IDS, tabPanels } from './product-content.tsx';
import { productMessages } from './messages.ts';
import { ProductGallery, type GalleryImage } from './product-gallery.tsx';
import { ProductTabs } from './product-tabs.tsx';
import { QualificationBadge } from './qualification-badge.tsx';
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
  const share = productShareImage(product);
  return {
    title,
    description: product.summary,
    ...seoMetadata({
      locale,
      locales: product.availableLocales,
      pathOf: (l) => storePaths(l).product(product.code),
      title,
      description: product.summary,
      ...(share && {
        image: {
          url: absoluteAddress(locale, share.path),
          alt: format(productMessages(locale).imageAlt, { name: product.name }),
          width: share.width,
          height: share.height,
          type: share.type,
        },
      }),
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
  const share = productShareImage(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.code,
    productID: product.code,
    url,
    ...(share && { image: absoluteAddress(locale, share.path) }),
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

/**
 * The gallery's pictures: the product's images as commerce lists them (a cover per format it is sold
 * in, or what an operator uploaded instead), each named by its format, or by the product when it
 * stands for every format.
 */
function galleryImages(locale: Locale, product: Product): GalleryImage[] {
  const messages = productMessages(locale);
  const catalog = catalogMessages(locale);
  return product.images.map((picture, index) => {
    const label = picture.format ? catalog.formats[picture.format] : product.name;
    const image = { locale, product, index };
    const alt = picture.format
      ? format(messages.imageAltFormat, { name: product.name, format: label })
      : format(messages.imageAlt, { name: product.name });
    return {
      key: `${index}-${picture.version}`,
      label,
      // Only the first main image is above the fold when the page opens: the page's largest picture.
      main: (
        <ProductImage {...image} width={336} alt={alt} priority={index === 0} className="gallery__image" />
      ),
      thumb: <ProductImage {...image} width={60} alt="" className="gallery__thumb-image" />,
      large: <ProductImage {...image} width={600} alt={alt} className="gallery__large-image" />,
    };
  });
}

async function breadcrumbTrail(locale: Locale, product: Product): Promise<Crumb[]> {
  const messages = productMessages(locale);
  const paths = storePaths(locale);
  const categoryId = product.categories[0];
  const category = categoryId ? (await loadCategories(locale)).find((c) => c.id === categoryId) : undefined;
  return [
    { name: messages.home, path: paths.home },
    ...(category ? [{ name: category.name, path: paths.category(category.id) }] : []),
    { name: product.name, path: paths.product(product.code) },
  ];
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

  const crumbs = await breadcrumbTrail(locale, product);
  const paths = storePaths(locale);
  const cart = cartMessages(locale);
  const choices: FormatChoice[] = product.items.map((item) => ({
    code: item.code,
    name: item.name,
    format: catalog.formats[item.format],
    price: formatMoney(item.price, locale),
    min: item.minOrderQuantity,
    max: item.maxOrderQuantity,
  }));

  return (
    <article className="product-page">
      <JsonLd data={jsonLd(locale, product)} />
      <Breadcrumbs locale={locale} label={messages.breadcrumb} crumbs={crumbs} />
      <h1>{product.name}</h1>
      <div className="product-page__top">
        <ProductGallery images={galleryImages(locale, product)} labels={messages.gallery} />
        <div className="product-page__intro">
          <QualificationBadge locale={locale} level={product.qualificationLevel} />
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
        </div>
      </div>
      <section aria-labelledby="product-formats" className="product-page__formats">
        <h2 id="product-formats">{messages.formats}</h2>
        <AddToCartForm
          locale={locale}
          formId="purchase"
          choices={choices}
          initial={initialChoice(product.items)}
          checkoutHref={paths.checkout}
          cartHref={paths.cart}
          labels={{
            quantity: messages.quantity,
            addToCart: messages.addToCart,
            adding: messages.adding,
            added: messages.added,
            viewCart: messages.viewCart,
          }}
          panel={cart.addedPanel}
        >
          <FormatCards locale={locale} product={product} />
        </AddToCartForm>
      </section>
      <QLocalOrdering locale={locale} items={product.items} />
      <ProductTabs
        label={messages.tabsLabel}
        tabs={TAB_IDS.map((id) => ({ id, label: messages.tabs[id] }))}
        panels={tabPanels(content, messages)}
      />
      <RelatedItems locale={locale} product={product} />
      <DataLayerEvent event={event} />
      {/* The sticky purchase bar of narrow screens, drawn here by the form once it runs. */}
      <div id={PURCHASE_BAR_ID} className="purchase-bar" />
    </article>
  );
}
