import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedNames, LEFT_OUT_MESSAGE, stubSource, zodStubFor } from '../src/zod-browser-stubs';

/**
 * The browser builds leave zod's JSON Schema conversions and z.compile out (the server alone uses
 * them); what the apps use, building schemas and parsing, stays.
 */
const root = path.resolve(__dirname, '../../..');
const zod = path.join(root, 'node_modules', 'zod', 'v4');

jest.setTimeout(600_000);

/** A stub's exports, run as CommonJS. */
function runStub(source: string): Record<string, (...args: unknown[]) => unknown> {
  const exports = {};
  new Function('exports', source.replace(/^export const (\w+) =/gm, 'exports.$1 ='))(exports);
  return exports;
}

describe('a left-out module', () => {
  it('stands in with every export of the real one', () => {
    const request = '../core/to-json-schema.js';
    const real = exportedNames(readFileSync(path.join(zod, 'core', 'to-json-schema.js'), 'utf8'));
    expect(real).toEqual(
      expect.arrayContaining(['createToJSONSchemaMethod', 'processSchema', 'process']),
    );
    const stub = zodStubFor(path.join(zod, 'classic'), request)!;
    expect(stub).toMatch(/^data:text\/javascript,/);
    const exports = runStub(decodeURIComponent(stub.slice('data:text/javascript,'.length)));
    expect(Object.keys(exports).sort()).toEqual([...real].sort());
  });

  it('throws the reason when used; a schema still gets its methods, which throw when called', () => {
    const exports = runStub(
      stubSource('to-json-schema.js', ['finalize', 'createToJSONSchemaMethod']),
    );
    expect(() => exports.finalize!()).toThrow(`to-json-schema.js ${LEFT_OUT_MESSAGE}`);
    const toJSONSchema = exports.createToJSONSchemaMethod!() as () => unknown;
    expect(() => toJSONSchema()).toThrow(LEFT_OUT_MESSAGE);
  });

  it("leaves every other module, and other packages' files of the same name, alone", () => {
    expect(zodStubFor(path.join(zod, 'core'), './schemas.js')).toBeUndefined();
    expect(zodStubFor(path.join(root, 'node_modules', 'other', 'lib'), './compile.js')).toBe(
      undefined,
    );
  });
});

describe("the shell's built packages", () => {
  let code: string;
  beforeAll(() => {
    execFileSync(process.execPath, ['shared/scripts/build-stale.mjs'], {
      cwd: root,
      stdio: 'ignore',
    });
    const dist = path.join(root, 'shell', 'dist');
    code = readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
  });

  it("hold zod's parsing", () => {
    expect(code).toContain('$ZodError');
    expect(code).toContain('$ZodObject');
  });

  it.each([
    ['z.compile', 'z.compile does not support'],
    ['the conversion to JSON Schema', 'cannot be represented in JSON Schema'],
    ['the conversion from JSON Schema', 'Conditional schemas (if/then/else) are not supported'],
    ['the JSON Schema generator', 'https://json-schema.org/draft/2020-12/schema'],
  ])('hold none of %s', (_part, marker) => {
    expect(code).not.toContain(marker);
  });
});
