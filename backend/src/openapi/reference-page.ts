import type { OpenApiDocument } from '@campus/contracts/openapi';
import { fieldRows, resolve, typeName, type FieldRow } from './reference-schema';
import { REFERENCE_STYLE } from './reference-style';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `code` spans for `backticks` in the document's words (everything else escaped). */
const words = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function table(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="none">No fields.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${escape(r.name)}</code>${r.required ? ' <span class="req">required</span>' : ''}</td><td><code>${escape(r.type)}</code></td><td>${words(r.rules)}</td></tr>`,
    )
    .join('');
  return `<div class="scroll"><table><thead><tr><th>Field</th><th>Type</th><th>Rules</th></tr></thead><tbody>${body}</tbody></table></div>`;
}

function access(op: Json): string {
  const declared = isObject(op['x-access']) ? op['x-access'] : {};
  const who = list(op.security).length === 0 ? 'Public' : 'Signed in (session cookie)';
  const cells = Object.entries(declared)
    .map(([role, outcome]) => `<li><code>${escape(role)}</code>: ${escape(String(outcome))}</li>`)
    .join('');
  return `<p><strong>Access:</strong> ${who}</p><details><summary>Per role</summary><ul class="roles">${cells}</ul></details>`;
}

function parameters(op: Json, schemas: Json): string {
  const params = list(op.parameters).filter(isObject);
  if (params.length === 0) return '';
  const rows = params
    .map((p) => {
      const schema = resolve(p.schema, schemas);
      return `<tr><td><code>${escape(str(p.name))}</code>${p.required === true ? ' <span class="req">required</span>' : ''}</td><td>${escape(str(p.in))}</td><td><code>${escape(typeName(schema, schemas))}</code></td><td>${words(str(p.description))}</td></tr>`;
    })
    .join('');
  return `<h4>Parameters</h4><div class="scroll"><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>About</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function content(holder: Json, schemas: Json): string {
  const media = isObject(holder.content) ? holder.content : {};
  return Object.entries(media)
    .map(([type, m]) => {
      const schema = isObject(m) ? m.schema : undefined;
      const stream =
        isObject(m) && isObject(m.schema) && isObject(m.schema.contentSchema) ? m.schema.contentSchema : {};
      const events = list(stream.oneOf).filter(isObject);
      const detail = events.length
        ? events
            .map(
              (e) =>
                `<p>Event <code>${escape(str(e.title))}</code></p>${table(fieldRows(isObject(e.properties) ? e.properties.data : {}, schemas))}`,
            )
            .join('')
        : table(fieldRows(schema, schemas));
      return `<p class="media"><code>${escape(type)}</code></p>${detail}`;
    })
    .join('');
}

function operation(method: string, path: string, op: Json, schemas: Json): string {
  const id = str(op.operationId);
  const body = isObject(op.requestBody)
    ? `<h4>Request body</h4>${op.requestBody.description ? `<p>${words(str(op.requestBody.description))}</p>` : ''}${content(op.requestBody, schemas)}`
    : '';
  const responses = Object.entries(isObject(op.responses) ? op.responses : {})
    .map(([status, r]) => {
      const reply = isObject(r) ? r : {};
      const isError = status === 'default' || status.startsWith('4') || status.startsWith('5');
      return `<li><strong>${escape(status)}</strong> ${words(str(reply.description))}${isError ? ' <code>{ message }</code>' : content(reply, schemas)}</li>`;
    })
    .join('');
  return `<section class="op" id="${escape(id)}"><h3><a href="#${escape(id)}"><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escape(path)}</code></a></h3><p>${words(str(op.summary))} <span class="opid">(${escape(id)})</span></p>${access(op)}${parameters(op, schemas)}${body}<h4>Replies</h4><ul class="replies">${responses}</ul></section>`;
}

/** The reference page: plain HTML and one inline stylesheet, operations grouped by tag, each with its anchor. */
export function referencePage(doc: OpenApiDocument, openApiPath: string): string {
  const info = isObject(doc.info) ? doc.info : {};
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op, tag: str(list(op.tags)[0]) })),
  );
  const tags = list(doc.tags).filter(isObject);
  const sections = tags
    .map((tag) => {
      const mine = ops.filter((o) => o.tag === tag.name);
      return `<section class="tag" id="tag-${escape(str(tag.name))}"><h2>${escape(str(tag.name))}</h2><p>${words(str(tag.description))}</p>${mine.map((o) => operation(o.method, o.path, o.op, schemas)).join('')}</section>`;
    })
    .join('');
  const toc = tags
    .map((tag) => {
      const items = ops
        .filter((o) => o.tag === tag.name)
        .map(
          (o) =>
            `<li><a href="#${escape(str(o.op.operationId))}"><span class="method ${o.method}">${o.method.toUpperCase()}</span> ${escape(o.path)}</a></li>`,
        )
        .join('');
      return `<li><a href="#tag-${escape(str(tag.name))}">${escape(str(tag.name))}</a><ul>${items}</ul></li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(str(info.title))}</title><style>${REFERENCE_STYLE}</style></head><body><header><h1>${escape(str(info.title))} <small>${escape(str(info.version))}</small></h1><p>${words(str(info.description))}</p><p>${ops.length} operations. The machine-readable document: <a href="${escape(openApiPath)}">${escape(openApiPath)}</a> (OpenAPI ${escape(str(doc.openapi))}).</p></header><nav aria-label="Operations"><ul class="toc">${toc}</ul></nav><main>${sections}</main></body></html>`;
}
