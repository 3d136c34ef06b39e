import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { buildOpenApiDocument } from '@ps/contracts/openapi/document';
import { ANSWER_JSON_STATE } from '@ps/service/compression';

/**
 * Every answer an HTTP test receives is checked against the OpenAPI document: its operation
 * (method and path template), its status, its media type and, for JSON, its body against the
 * documented schema. A mismatch fails the test that made the request. Requests to paths the
 * document does not describe (unknown paths, wrong methods) are the routers' 404/405 and are not
 * checked. The document and the validators are built once per test file.
 */
const document = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<string, ValidateFunction>();

type Json = Record<string, unknown>;
const routes = Object.entries(document.paths).map(([template, methods]) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  methods,
}));

/** Replaces `$ref`s into the document with what they point at. */
function resolve(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolve);
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], document);
    return resolve(target);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
}

const mismatches: string[] = [];

/** What is wrong with one answer, or undefined when the document describes it. */
export function answerMismatch(
  method: string,
  path: string,
  status: number,
  mediaType: string | undefined,
  body: unknown,
): string | undefined {
  const route = routes.find(({ pattern }) => pattern.test(path));
  const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
  const operation = route?.methods[verb];
  if (!route || !operation) return undefined;
  const where = `${method} ${path} → ${status}`;
  const answer = resolve(operation.responses[String(status)]) as Json | undefined;
  if (!answer) return `${where}: status not documented for ${verb.toUpperCase()} ${route.template}`;
  const content = answer.content as Record<string, { schema: Json }> | undefined;
  if (!content)
    return body === undefined || body === null || body === ''
      ? undefined
      : `${where}: documented without a body, answered one`;
  const media = mediaType?.split(';')[0]?.trim() ?? '';
  if (!content[media])
    return `${where}: answered ${media || 'no body'}, documented ${Object.keys(content).join(', ')}`;
  if (media !== 'application/json' || body === undefined) return undefined;
  const key = `${verb} ${route.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(resolve(content[media]!.schema) as Json);
    validators.set(key, validate);
  }
  if (validate(body)) return undefined;
  return `${where}: body does not match: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`;
}

/** Koa middleware, first in an app: records how each /api answer differs from the document. */
export const checkAnswers: Middleware = async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.respond === false) return;
  const body: unknown = ctx.body;
  const streamed =
    body !== null &&
    typeof body === 'object' &&
    (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function');
  // A compressed JSON answer's text, as the service kit keeps it.
  const text: unknown = streamed ? ctx.state[ANSWER_JSON_STATE] : body;
  let json: unknown = streamed ? undefined : body;
  if (typeof text === 'string' && ctx.response.is('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  const mismatch = answerMismatch(
    ctx.method,
    ctx.path,
    ctx.status,
    ctx.response.type || undefined,
    json,
  );
  if (mismatch) mismatches.push(mismatch);
};

/** The app with `checkAnswers` around everything else it does. */
export function withAnswerCheck<App extends Koa>(app: App): App {
  app.middleware.unshift(checkAnswers);
  return app;
}

// Any answer a test received that the document does not describe fails that test.
if (typeof afterEach === 'function') {
  afterEach(() => {
    if (!mismatches.length) return;
    const found = mismatches.splice(0);
    throw new Error(`Answers the OpenAPI document does not describe:\n${found.join('\n')}`);
  });
}
