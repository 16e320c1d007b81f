import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the page that is not needed for the first paint: its code is downloaded when it is first
 * shown (or earlier with `preload`). Until then it renders nothing; a failed download is logged and
 * tried again the next time the part is shown, so it never takes the page down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchPart = () => load().then((part) => (loaded = part));

  function LazyPart(props: P) {
    const [Part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (Part) return;
      let active = true;
      fetchPart().then(
        (part) => active && setPart(() => part),
        (error: unknown) => console.warn('A part of the page could not be loaded', error),
      );
      return () => {
        active = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }

  /** Starts the download ahead of use (on hover or focus of what opens the part). */
  const preload = () => {
    if (!loaded) fetchPart().catch(() => undefined);
  };
  return Object.assign(LazyPart, { preload });
}
