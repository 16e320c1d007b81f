import { escapeAttribute, jsonForScript } from '../static';

/** The id of the JSON block holding the state the browser hydrates from (shell/src/bootstrap.tsx). */
export const STATE_ELEMENT_ID = 'campus-ssr';

/** Scripts asked for with the app's entry, after the first paint (preloaded) or for later (prefetched). */
export interface AfterPaint {
  preload: readonly string[];
  prefetch: readonly string[];
}

export interface ServerPageParts {
  /** The remote's entry and its page's chunks, for hydration. */
  afterPaint: AfterPaint;
  /** Title, description, canonical, Open Graph, image preload (ssr/head-tags.ts). */
  head: string;
  /** Preloads of what the page's scripts fetch next, the remote manifest block. */
  extraHead: string;
  /** The `<style data-styled>` block the app's HTML uses. */
  styles: string;
  /** The app's HTML. */
  html: string;
  /** Query cache and user for hydration. */
  state: unknown;
}

/** index.html's entry script, naming the script that starts it after the first paint (shell/rspack.config.cjs). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)" data-after-load="([^"]+)"><\/script>/;

/**
 * The app's scripts start once the page has loaded and painted: a server-rendered first screen needs
 * none of them to show, and scripts downloading beside its images only delay them (on a phone's
 * connection, by a second). The browser hydrates right after.
 */
const startAfterPaint = (page: string, { preload, prefetch }: AfterPaint) =>
  page.replace(
    ENTRY_SCRIPT,
    (_tag, main: string, boot: string) =>
      `<script defer src="${boot}" data-main="${main}"` +
      (preload.length ? ` data-preload="${escapeAttribute(preload.join(' '))}"` : '') +
      (prefetch.length ? ` data-prefetch="${escapeAttribute(prefetch.join(' '))}"` : '') +
      '></script>',
  );

/**
 * index.html with a server-rendered first screen: the template's own title and description give way
 * to the page's, styles and preloads end `<head>`, the app's HTML fills `#root`, and the state follows
 * it as a JSON data block (not executed: the CSP's `script-src 'self'` is enough), and the entry script
 * starts after the first paint.
 */
export function serverPageHtml(template: string, parts: ServerPageParts): string {
  const withoutHead = startAfterPaint(template, parts.afterPaint)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  const at = withoutHead.search(/<\/head>/i);
  const root = /<div id="root"><\/div>/.exec(withoutHead);
  if (at === -1 || !root || root.index < at) throw new Error('index.html has no </head> or empty #root');
  return (
    withoutHead.slice(0, at) +
    parts.head +
    parts.extraHead +
    parts.styles +
    withoutHead.slice(at, root.index) +
    `<div id="root">${parts.html}</div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(parts.state)}</script>` +
    withoutHead.slice(root.index + root[0].length)
  );
}
