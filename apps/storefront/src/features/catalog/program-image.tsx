'use client';

import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { PROGRAM_IMAGE_HEIGHT, PROGRAM_IMAGE_WIDTH } from './program-image.ts';

/**
 * The program's cover art with the image-capability flag on (requirements §9); off, nothing, so the
 * page stays text only and fetches no image. Read in the browser, as the other flags are, so a
 * cached page follows a changed flag without a new render.
 */
export function ProgramImage({
  src,
  alt,
  scale,
  className,
}: {
  src: string;
  /** Empty when the image only repeats the text beside it. */
  alt: string;
  scale: number;
  className: string;
}) {
  if (!useFlag('image-capability')) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={Math.round(PROGRAM_IMAGE_WIDTH * scale)}
      height={Math.round(PROGRAM_IMAGE_HEIGHT * scale)}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
