import { memo } from 'react';
import type { Material } from '@/contract/typings';
import { fitInto, safePreviewSrc } from '../logic/preview';

interface Props {
  material: Pick<Material, 'previewUrl' | 'size'>;
  maxWidth: number;
  maxHeight: number;
  alt: string;
  /** Thumbnails in lists load lazily; the drawer's full preview loads at once. */
  eager?: boolean;
  className?: string;
}

/**
 * The creative's preview image with explicit width and height (from its
 * size, fitted into the box) so nothing moves while images load.
 */
function Thumbnail({ material, maxWidth, maxHeight, alt, eager, className }: Props) {
  const src = safePreviewSrc(material.previewUrl);
  const { width, height } = fitInto(material.size, maxWidth, maxHeight);
  if (!src)
    return <span className={className} style={{ display: 'inline-block', width, height, background: '#f0f0f0' }} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
}

export default memo(Thumbnail);
