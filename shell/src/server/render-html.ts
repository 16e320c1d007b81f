import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SERVER_FALLBACK_DIGEST } from '../federation/serverRender';
import { PageFallback } from './deadline';

export interface RenderedHtml {
  /** The app's HTML (what goes inside `#root`). */
  html: string;
  /** The `<style data-styled>` block of every rule the HTML uses. */
  styles: string;
  /** Errors that gave a part up to the browser (a PageFallback is expected; anything else is a bug). */
  errors: unknown[];
}

/**
 * Renders `element` with React's streaming renderer and hands back the whole first screen: piped only
 * once every boundary is ready, or when `deadline` aborts what is still pending (those parts are
 * rendered by the browser). Not flushed part by part on purpose: late segments need inline scripts,
 * which the page's CSP (`script-src 'self'`) refuses, and every styled rule must be known before
 * `</head>`. Rejects when the shell itself cannot render.
 */
export function renderHtml(element: ReactNode, deadline: number): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  return new Promise<RenderedHtml>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => {
      try {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags(), errors });
      } finally {
        sheet.seal();
      }
    });
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      // every boundary inline, however large: an outlined one is moved into place by an inline script
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        sheet.seal();
        reject(error);
      },
      onError(error) {
        errors.push(error);
        return SERVER_FALLBACK_DIGEST;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new PageFallback('budget')),
      Math.max(0, deadline - performance.now()),
    );
  });
}
