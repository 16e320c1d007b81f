import { jsonForScript } from '../static/page';

/** The id of the JSON block holding the state the browser hydrates from (shell/src/bootstrap.tsx). */
export const STATE_ELEMENT_ID = 'campus-ssr';

export interface ServerPageParts {
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

/**
 * index.html with a server-rendered first screen: the template's own title and description give way
 * to the page's, styles and preloads end `<head>`, the app's HTML fills `#root`, and the state follows
 * it as a JSON data block (not executed: the CSP's `script-src 'self'` is enough).
 */
export function serverPageHtml(template: string, parts: ServerPageParts): string {
  const withoutHead = template
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
