import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The key and format react-router's own <ScrollRestoration> uses: positions survive a reload. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> = {};

/**
 * Every freshly loaded document's first location has the key 'default', so the stored 'default'
 * position belongs to the page this tab showed before. It applies to a reload or back/forward only,
 * not to an address typed or a link opened in this tab.
 */
function firstLoadRestores(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type !== 'navigate';
}

/**
 * Scroll handling of react-router's <ScrollRestoration> for the shell's declarative router (that
 * component only works inside a data router, whose code is twice the size of the rest of the router):
 * back/forward and reload return to where the page was left, any other navigation starts at the top,
 * or at the element a #hash names.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const current = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Where the shown location is scrolled to, kept up to date until another location is shown.
    const remember = () => {
      positions[current.current] = window.scrollY;
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        /* storage full or disabled: positions are then kept for this page's life only */
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    try {
      const stored = sessionStorage.getItem(SCROLL_POSITIONS_KEY);
      if (stored) positions = JSON.parse(stored) as Record<string, number>;
    } catch {
      /* unreadable: start afresh */
    }
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const fresh = firstRender.current && location.key === 'default' && !firstLoadRestores();
    firstRender.current = false;
    const saved = fresh ? undefined : positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        /* not a decodable element id: scroll to the top instead */
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
