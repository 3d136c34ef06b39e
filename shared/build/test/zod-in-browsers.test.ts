import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStale } from '../../scripts/test/built-tree';

/**
 * zod is not a shared package: the contracts build every schema with its functional API, and the
 * host's build keeps only the parts of zod they use. So what the apps use, building schemas and
 * parsing, is in the shell's files, and what only the server uses (z.compile, the conversions to
 * and from JSON Schema for the OpenAPI document) is not.
 */
const root = path.resolve(__dirname, '../../..');

jest.setTimeout(600_000);

describe("the shell's built packages", () => {
  let code: string;
  beforeAll(() => {
    buildStale();
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
