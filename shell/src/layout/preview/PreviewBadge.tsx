import styled from 'styled-components';
import { focusRing, media, SectionBoundary } from '@campus/ui';
import { useRemoteManifest } from '../../federation/useRemoteManifest';
import { previewedRemotes, previewLabel } from './previewLabel';

/** The address that clears the preview cookie (the backend), loaded as a full page: a new manifest. */
export const PREVIEW_EXIT = '/preview/exit';

const Badge = styled.aside`
  position: fixed;
  z-index: 60;
  left: 8px;
  bottom: 8px;
  max-width: calc(100vw - 16px);
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.warningSoft};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.4;
  overflow-wrap: anywhere;
  ${media.sm} {
    left: 12px;
    bottom: 12px;
    max-width: calc(100vw - 24px);
    padding: 8px 14px;
    font-size: 0.8125rem;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
    &:focus-visible {
      ${focusRing}
    }
  }
`;

/** Room at the page's end, so the fixed badge never hides the last line of the footer. */
const Spacer = styled.div`
  height: 40px;
  ${media.sm} {
    height: 64px;
  }
`;

function Badges() {
  const { manifest } = useRemoteManifest();
  const previewed = previewedRemotes(manifest?.remotes ?? []);
  if (previewed.length === 0) return null;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Badge aria-label="Preview">
        <p>
          Preview: {previewed.map(previewLabel).join(', ')} · <a href={PREVIEW_EXIT}>Exit</a>
        </p>
      </Badge>
    </>
  );
}

/**
 * 'Preview: mf-gigs 1.4.0 · Exit' while this browser is served a preview (or a local build) of a remote:
 * a team sees at a glance that the page is not what everyone else sees, and how to leave it.
 */
export function PreviewBadge() {
  return (
    <SectionBoundary name="the preview badge">
      <Badges />
    </SectionBoundary>
  );
}
