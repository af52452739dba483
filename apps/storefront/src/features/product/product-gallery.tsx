'use client';

import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { format } from '../../i18n/format.ts';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import type { ProductMessages } from './messages.ts';

/** One picture of the gallery, drawn on the server at the three sizes it is shown at. */
export interface GalleryImage {
  key: string;
  /** What the picture shows, in the locale ("Kit"): the thumbnail's and the zoom's names. */
  label: string;
  main: ReactNode;
  thumb: ReactNode;
  /** The enlarged picture, rendered (and fetched) only when the zoom opens. */
  large: ReactNode;
}

/** The zoom's dialog loads when a picture is first enlarged, not with the page. */
const Dialog = lazy(() => import('../../shell/ui/dialog.tsx').then((module) => ({ default: module.Dialog })));

/**
 * The product's pictures: one large, thumbnails to choose it. The thumbnails are one tab stop; arrow
 * keys, Home and End move between them and show the one they reach. With the image-capability flag
 * on (zoomable gallery images, requirements §9) the large picture opens enlarged in a modal dialog.
 * Without JavaScript the stylesheet shows every picture in turn and no thumbnails (scripting: none).
 */
export function ProductGallery({
  images,
  labels,
}: {
  images: GalleryImage[];
  labels: ProductMessages['gallery'];
}) {
  const zoomable = useFlag('image-capability');
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = images.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    thumbs.current[target]?.focus();
  }

  return (
    <div className="gallery" role="group" aria-label={labels.label}>
      <div className="gallery__main">
        {images.map((image, index) => (
          <figure key={image.key} className="gallery__figure" hidden={index !== selected}>
            {zoomable ? (
              <button
                type="button"
                className="gallery__zoom"
                aria-haspopup="dialog"
                aria-label={format(labels.zoom, { label: image.label })}
                onClick={() => setZoomed(true)}
              >
                {image.main}
              </button>
            ) : (
              image.main
            )}
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.key}>
              <button
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                aria-label={format(labels.show, { label: image.label })}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
              >
                {image.thumb}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed && zoomable && current ? (
        <Suspense fallback={null}>
          <Dialog modal title={current.label} closeLabel={labels.close} onClose={() => setZoomed(false)}>
            <div className="gallery__large">{current.large}</div>
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  );
}
