import { useState } from 'react';
import styled from 'styled-components';
// From the shared `ui` (this entry point is bundled by the pages that use it; what `ui` shares is not).
import { theme, useHydrated, type ImageAsset } from 'ui';

export type GalleryProps = {
  /** The first one is shown at first; each needs a meaningful alt, it names its thumbnail button. */
  images: ImageAsset[];
  /** Names the whole gallery, e.g. "Photos of the 5G router". */
  label: string;
  /** The thumbnails' name (a page in another language than English passes its own). */
  chooserLabel?: string;
};

const Figure = styled.figure`
  display: grid;
  gap: ${theme.space.md};
`;

const MainImage = styled.img`
  width: 100%;
  aspect-ratio: 3 / 2;
  object-fit: contain;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Thumbnail = styled.button`
  width: 4.5rem;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 2px ${theme.colors.primary};
  }

  &:hover {
    border-color: ${theme.colors.primary};
  }

  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

/**
 * A product image with thumbnails of the others. Each thumbnail is a toggle button
 * (aria-pressed marks the one on show), so it works with Tab, Enter and Space as any button does.
 */
export function Gallery({ images, label, chooserLabel = 'Choose an image' }: GalleryProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const hydrated = useHydrated();
  const selected = images[selectedIndex];
  if (!selected) return null;

  return (
    <Figure aria-label={label}>
      <MainImage src={selected.src} alt={selected.alt} width={selected.width} height={selected.height} decoding="async" />
      {images.length > 1 && (
        <Thumbnails aria-label={chooserLabel}>
          {images.map((image, index) => (
            // A fixed list: its positions are stable keys.
            <li key={index}>
              <Thumbnail
                type="button"
                disabled={!hydrated}
                aria-label={image.alt}
                aria-pressed={index === selectedIndex}
                onClick={() => setSelectedIndex(index)}
              >
                {/* The button carries the name; the picture inside is decoration. */}
                <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      )}
    </Figure>
  );
}
