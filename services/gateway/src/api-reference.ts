import type { Middleware } from 'koa';
import {
  buildOpenApiDocument,
  type OpenApiDocument,
  type OpenApiOperation,
} from '@ps/contracts/openapi/document';
import { YOUR_DATA_API } from '@ps/contracts/your-data';

/**
 * The gateway's own description of the /api surface: `GET /api/openapi.json`, the OpenAPI 3.1
 * document generated from the contracts, and `GET /api/docs`, the same document as a readable
 * page (plain HTML and inline styles, no script, so the site's CSP holds). Both are built once.
 */
export function apiReference(): Middleware {
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const html = referencePage(document);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === YOUR_DATA_API.openapi) {
      ctx.type = 'application/json';
      ctx.body = json;
    } else if (ctx.path === YOUR_DATA_API.docs) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = html;
    } else {
      return next();
    }
    ctx.set('Cache-Control', 'no-cache');
  };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const code = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
h2{border-bottom:1px solid #ccc;margin-top:2.5rem}
section.op{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.method{font:600 13px monospace;text-transform:uppercase;padding:2px 6px;border-radius:4px;background:#e8eefc}
.path{font:600 15px monospace}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:24rem;font-size:12px}
details{margin:.25rem 0}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 8px;text-align:left}
`;

function operationSection(path: string, method: string, op: OpenApiOperation): string {
  const parameters = op.parameters?.length
    ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${op.parameters
        .map(
          (p) =>
            `<tr><td>${escape(String(p.name))}</td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = op.requestBody
    ? `<details><summary>Request body</summary>${code(op.requestBody.content)}</details>`
    : '';
  const answers = Object.entries(op.responses)
    .map(
      ([status, answer]) =>
        `<details><summary>${escape(status)} ${escape(String(answer.description ?? answer.$ref ?? ''))}</summary>${code(answer)}</details>`,
    )
    .join('');
  const access = op.security.length
    ? op.security.map((scheme) => Object.keys(scheme).join(' + ')).join(' or ')
    : 'anyone';
  return `<section class="op" id="${escape(op.operationId)}"><p><span class="method">${method}</span> <span class="path">${escape(path)}</span></p><p>${escape(op.summary)}</p><p>Credentials: ${escape(access)}</p>${parameters}${body}${answers}</section>`;
}

function referencePage(document: OpenApiDocument): string {
  const sections = document.tags
    .map(({ name }) => {
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => op.tags.includes(name))
          .map(([method, op]) => operationSection(path, method, op)),
      );
      return operations.length ? `<h2>${escape(name)}</h2>${operations.join('')}` : '';
    })
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escape(name)}"><summary>${escape(name)}</summary>${code(schema)}</details>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(document.info.title)}</title><style>${STYLE}</style></head><body><h1>${escape(document.info.title)}</h1><p>${escape(document.info.description)}</p><p>Machine-readable: <a href="${YOUR_DATA_API.openapi}">${YOUR_DATA_API.openapi}</a> (OpenAPI ${document.openapi}).</p>${sections}<h2>Schemas</h2>${schemas}<h2>Credentials</h2>${code(document.components.securitySchemes)}</body></html>`;
}
