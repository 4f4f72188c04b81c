import type { SiteImage as Image } from '../content/company';

interface Props {
  image: Image;
  className?: string;
  /** The hero: loaded at once and first. Everything else waits until it is near the viewport. */
  priority?: boolean;
}

/** One of the seven static images, always with its intrinsic size and an alt text. */
export function SiteImage({ image, className, priority = false }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
