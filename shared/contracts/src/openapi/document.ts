import * as z from 'zod/mini';
import { SESSION_COOKIE } from '@ps/contracts/api';
import { errorBodySchema } from '@ps/contracts/error-body';
import { PERSONAL_TOKEN_PREFIX } from '@ps/contracts/your-data';
import {
  AREAS,
  NAMED_SCHEMAS,
  OPERATIONS,
  type Answer,
  type JsonShape,
  type Operation,
  type SchemaName,
} from '@ps/contracts/openapi/operations';

type Json = Record<string, unknown>;

/** An OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

/** Error answers every operation may give, by status: the name of a shared response. */
const ERROR_RESPONSES = {
  400: ['BadRequest', 'The body, query or a value in them is invalid'],
  401: ['Unauthorized', 'No session or token, or the token is unknown or revoked'],
  403: [
    'Forbidden',
    'A read-only token writing, a token where only a session may act, or a write from another site',
  ],
  404: ['NotFound', 'No such record for this user'],
  409: ['Conflict', 'The change conflicts with the current state'],
  413: ['TooLarge', 'The body is too large'],
  429: ['TooMany', 'Too many attempts; Retry-After says when to try again'],
  500: ['ServerError', 'The service failed'],
  502: ['BadGateway', 'The service answered wrongly'],
  503: ['Unavailable', 'The service or its database cannot be reached'],
  504: ['Timeout', 'The service did not answer in time'],
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

const SECURITY: Record<Operation['access'], Record<string, string[]>[]> = {
  public: [],
  user: [{ session: [] }, { personalToken: [] }],
  session: [{ session: [] }],
  device: [{ session: [] }, { personalToken: [] }, { deviceToken: [] }],
};

/** A zod schema as JSON Schema (draft 2020-12): requests as clients send them, answers as sent. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  // The document names its dialect once, for all its schemas.
  delete converted.$schema;
  return converted;
}

/**
 * An answer's shape: as the service sends it (no unknown fields), or, for a schema the client
 * parses through a transform (which JSON Schema cannot express), as the client may receive it.
 */
function answerSchema(schema: z.ZodMiniType): Json {
  const sent = jsonSchema(schema, 'output');
  return Object.keys(sent).length ? sent : jsonSchema(schema, 'input');
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function shapeSchema(shape: JsonShape): Json {
  if (typeof shape === 'string') return ref(shape);
  if ('list' in shape) return { type: 'array', items: ref(shape.list) };
  return { oneOf: shape.oneOf.map(shapeSchema) };
}

function answerResponse(answer: Answer): Json {
  if (answer === null) return { description: 'No content' };
  if (typeof answer === 'string' || 'list' in answer || 'oneOf' in answer) {
    return { description: 'OK', content: { 'application/json': { schema: shapeSchema(answer) } } };
  }
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([media, shape]) => [
      media,
      shape === 'text'
        ? { schema: { type: 'string' } }
        : shape === 'binary'
          ? { schema: { type: 'string', contentMediaType: media } }
          : { schema: shapeSchema(shape) },
    ]),
  );
  return { description: answer.description, content };
}

/** The error statuses an operation may answer: its own, and those its form implies. */
export function errorStatuses(operation: Operation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([...(operation.errors ?? []), 500, 502, 503, 504]);
  const secured = operation.access !== 'public';
  if (operation.body || operation.query) statuses.add(400);
  if (operation.body) statuses.add(413);
  if (operation.path.includes('{id}')) statuses.add(404);
  if (secured) statuses.add(401).add(429);
  // A read-only token is refused any write, and so is a write from another site.
  if (secured || operation.method !== 'get') statuses.add(403);
  return [...statuses].sort();
}

function parameters(operation: Operation): Json[] {
  const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
  if (!operation.query) return inPath;
  const query = jsonSchema(operation.query, 'input');
  const parts = (query.allOf as Json[] | undefined) ?? [query];
  const inQuery = parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Record<string, Json>) ?? {}).map(
      ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
    );
  });
  return [...inPath, ...inQuery];
}

function requestBody(operation: Operation): Json | undefined {
  const { body } = operation;
  if (!body) return undefined;
  if (typeof body === 'string') {
    return { required: true, content: { 'application/json': { schema: ref(body) } } };
  }
  return {
    required: true,
    description: body.description,
    content: { [body.media]: { schema: { type: 'string', contentMediaType: body.media } } },
  };
}

/** `GET /api/habits/{id}/stats` → `getHabitsIdStats`. */
function operationId({ method, path }: Operation): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.{}-]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The OpenAPI 3.1 document of the /api surface, generated from the operations table. */
export function buildOpenApiDocument(): OpenApiDocument {
  const requestNames = new Set(
    OPERATIONS.flatMap(({ body }) => (typeof body === 'string' ? [body] : [])),
  );
  const schemas: Record<string, Json> = {
    ErrorBody: jsonSchema(errorBodySchema, 'output'),
  };
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) {
    schemas[name] = requestNames.has(name as SchemaName)
      ? jsonSchema(schema, 'input')
      : answerSchema(schema);
  }
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: ref('ErrorBody') } } },
    ]),
  );

  const paths: OpenApiDocument['paths'] = {};
  for (const operation of OPERATIONS) {
    const answers = Object.fromEntries(
      Object.entries(operation.answers).map(([status, answer]) => [status, answerResponse(answer)]),
    );
    const errors = Object.fromEntries(
      errorStatuses(operation).map((status) => [
        String(status),
        { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` },
      ]),
    );
    const params = parameters(operation);
    const body = requestBody(operation);
    (paths[operation.path] ??= {})[operation.method] = {
      operationId: operationId(operation),
      tags: [AREAS[operation.area]],
      summary: operation.summary,
      security: SECURITY[operation.access],
      ...(params.length && { parameters: params }),
      ...(body && { requestBody: body }),
      responses: { ...answers, ...errors },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Productivity Suite API',
      version: '1',
      description:
        'Habits, tasks, Pomodoro focus sessions and progress. Bodies are JSON; timestamps are ISO ' +
        'strings in UTC, dates YYYY-MM-DD. Send X-Timezone: <IANA zone> so "today" is your day. ' +
        'Every error answers ErrorBody: an English message and a stable code.',
    },
    tags: Object.values(AREAS).map((name) => ({ name, description: name })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The signed session cookie set by sign-in.',
        },
        personalToken: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal access token (${PERSONAL_TOKEN_PREFIX}…), created in Settings. A read token may only GET.`,
        },
        deviceToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A connected blocker extension’s device token (focus calls only).',
        },
      },
    },
  };
}
