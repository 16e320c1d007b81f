import Router from '@koa/router';
import { apiDocument, OPENAPI_PATH, REFERENCE_PATH } from './document';
import { referencePage } from './reference-page';

/**
 * GET /api/openapi.json (the document) and GET /api-reference (a page reading it), both public. Built
 * once, at the first request: the document only changes with the code.
 */
export function openApiRouter(): Router {
  let built: { json: string; html: string } | undefined;
  const once = () => {
    if (!built) {
      const doc = apiDocument();
      built = { json: JSON.stringify(doc), html: referencePage(doc, OPENAPI_PATH) };
    }
    return built;
  };
  const router = new Router();
  router.get(OPENAPI_PATH, (ctx) => {
    ctx.type = 'application/json';
    ctx.body = once().json;
  });
  router.get(REFERENCE_PATH, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = once().html;
  });
  return router;
}

export const openApiRoutes = () => openApiRouter().routes();
