// Server rendering of pages (docs/operations.md "Server rendering"): what the app and the static
// pages use of it.
export { createPageRenderer, type PageRenderer, type RenderedPage } from './render-page';
