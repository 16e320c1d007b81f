import { useState } from 'react';
import styled from 'styled-components';
import { thumbnailUrl, UPLOAD_IMAGE_SIZES } from '@campus/contracts';
import { focusRing, Icon } from '@campus/ui';

/** The large photo's box is 3:2 (every upload is cropped so) and sized before the photo loads. */
const Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: 600;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button<{ $active: boolean }>`
  display: block;
  width: 84px;
  aspect-ratio: 3 / 2;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** First photo large (display size), the others as thumbnails that swap into the large view. */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const shown = images[index];
  return (
    <div>
      <Main>
        {shown ? (
          <img
            src={shown}
            alt={images.length > 1 ? `${title}, photo ${index + 1} of ${images.length}` : title}
            width={UPLOAD_IMAGE_SIZES.display.width}
            height={UPLOAD_IMAGE_SIZES.display.height}
            decoding="async"
          />
        ) : (
          <>
            <Icon name="image" size={32} />
            <span>No Image</span>
          </>
        )}
      </Main>
      {images.length > 1 && (
        <Thumbs aria-label="Photos">
          {images.map((src, i) => (
            <li key={src}>
              <Thumb
                type="button"
                $active={i === index}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img
                  src={thumbnailUrl(src) ?? src}
                  alt=""
                  width={UPLOAD_IMAGE_SIZES.thumbnail.width}
                  height={UPLOAD_IMAGE_SIZES.thumbnail.height}
                  loading="lazy"
                  decoding="async"
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
