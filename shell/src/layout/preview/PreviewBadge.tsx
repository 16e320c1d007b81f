import { useLocation } from 'react-router';
import styled from 'styled-components';
import { focusRing, SectionBoundary } from '@campus/ui';
import { useRemoteManifest } from '../../federation/useRemoteManifest';
import { previewedRemotes, previewLabel } from './previewLabel';

/** The address that clears the preview cookie (the backend), loaded as a full page: a new manifest. */
export const PREVIEW_EXIT = '/preview/exit';

/** Exit, then back to the page the visitor is on (the backend accepts a same-origin path in `to`). */
export const previewExitHref = (path: string) => `${PREVIEW_EXIT}?to=${encodeURIComponent(path)}`;

// A strip in the page's flow, above the navbar: it pushes the page down instead of lying over it, so
// it never hides a button at any width.
const Badge = styled.aside`
  padding: 4px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  text-align: center;
  overflow-wrap: anywhere;
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

function Badges() {
  const { manifest } = useRemoteManifest();
  const { pathname, search } = useLocation();
  const previewed = previewedRemotes(manifest?.remotes ?? []);
  if (previewed.length === 0) return null;
  return (
    <Badge aria-label="Preview">
      <p>
        Preview: {previewed.map(previewLabel).join(', ')} ·{' '}
        <a href={previewExitHref(pathname + search)}>Exit</a>
      </p>
    </Badge>
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
