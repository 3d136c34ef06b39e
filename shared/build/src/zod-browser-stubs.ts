import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * zod's modules the browser builds leave out: the conversions to and from JSON Schema (only the
 * server uses them, to write the OpenAPI document) and `z.compile`'s code generation (which the
 * page's Content-Security-Policy, with no 'unsafe-eval', would refuse to run anyway). The apps only
 * build schemas, parse and validate, and none of that reaches these modules.
 *
 * zod is a shared package, so every export of its entry goes into the page whether anything uses
 * it or not: these modules were about 18 KB of the dashboard's gzipped JavaScript. Each is
 * replaced by a module with the same exports, each of which throws when used, so a use that
 * appears in the browser fails loudly with the reason instead of the build dropping it silently.
 */
export const ZOD_LEFT_OUT_REQUEST =
  /[\\/](compile|to-json-schema|json-schema-processors|from-json-schema|json-schema-generator)\.js$/;
const ZOD_FOLDER = /[\\/]zod[\\/]v4[\\/](classic|core|mini)$/;

/**
 * Exports called as a schema is built, to make the method a schema carries (`toJSONSchema`, the
 * Standard Schema's `jsonSchema`): they answer the method, which throws when called.
 */
const METHOD_MAKERS = /^create\w*Method$/;

export const LEFT_OUT_MESSAGE =
  "is not in the browser builds: zod's JSON Schema conversions and z.compile run on the server only";

/** The names a zod ES module exports, read from its source. */
export function exportedNames(source: string): string[] {
  const declared = [
    ...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm),
  ].map(([, name]) => name!);
  const listed = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((entry) =>
        entry
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  return [...new Set([...declared, ...listed])];
}

/** A module with `names` as its exports, each throwing with the reason when used. */
export function stubSource(file: string, names: readonly string[]): string {
  const unavailable = `() => { throw new Error(${JSON.stringify(`${path.basename(file)} ${LEFT_OUT_MESSAGE}`)}); }`;
  const exports = names.map(
    (name) =>
      `export const ${name} = ${METHOD_MAKERS.test(name) ? `() => unavailable` : 'unavailable'};`,
  );
  return [`const unavailable = ${unavailable};`, ...exports].join('\n');
}

const STUB_PREFIX = 'data:text/javascript,';
const STUB_START = encodeURIComponent('const unavailable = ');

/** Whether a module's resource is one of these stand-ins (for the packages' chunk to take it). */
export function isZodStub(resource: string): boolean {
  return resource.startsWith(STUB_PREFIX + STUB_START);
}

/**
 * For rspack's NormalModuleReplacementPlugin: the request of a zod module left out of the
 * browser builds, as a `data:` module of the same exports; undefined for any other request.
 */
export function zodStubFor(context: string, request: string): string | undefined {
  if (!ZOD_FOLDER.test(context) || !ZOD_LEFT_OUT_REQUEST.test(request)) return undefined;
  const file = path.resolve(context, request);
  const source = stubSource(file, exportedNames(readFileSync(file, 'utf8')));
  return STUB_PREFIX + encodeURIComponent(source);
}
