import { useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '@campus/ui';

const Main = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: 600;
  img {
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
  width: 72px;
  height: 72px;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** First image large, the others as thumbnails that swap into the large view. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const shown = images[index];
  return (
    <div>
      <Main>{shown ? <img src={shown} alt={title} /> : <span>No Image</span>}</Main>
      {images.length > 1 && (
        <Thumbs>
          {images.map((src, i) => (
            <li key={src + i}>
              <Thumb
                type="button"
                $active={i === index}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={src} alt="" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
