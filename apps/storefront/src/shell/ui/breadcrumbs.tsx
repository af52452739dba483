import type { Locale } from '@store/locales';
import { breadcrumbList, type Crumb } from '../seo/breadcrumb-list.ts';
import { JsonLd } from '../seo/json-ld.tsx';
import './breadcrumbs.css';

/**
 * The trail from the home page to this one: a labelled navigation whose last step is the page
 * itself, and the same steps as schema.org's BreadcrumbList, so search engines read what people see.
 */
export function Breadcrumbs({
  locale,
  label,
  crumbs,
}: {
  locale: Locale;
  label: string;
  crumbs: readonly Crumb[];
}) {
  const last = crumbs.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbList(locale, crumbs)} />
      <nav aria-label={label} className="breadcrumbs">
        <ol>
          {crumbs.map((crumb, index) =>
            index < last ? (
              <li key={crumb.path}>
                <a href={crumb.path}>{crumb.name}</a>
              </li>
            ) : (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
