import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStale } from '../../scripts/test/built-tree';

/**
 * MUI's icons in the shell's build: one that several parts use comes with MUI's file at every
 * start; one that a single later part uses comes with that part, not with every start.
 */
const root = path.resolve(__dirname, '../../..');
const dist = path.join(root, 'shell', 'dist');

jest.setTimeout(600_000);

beforeAll(buildStale);

/** The icons each built script holds, read from its source map. */
function iconsByScript(): Map<string, string[]> {
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js.map'));
  return new Map(
    scripts.map((map) => {
      const { sources } = JSON.parse(readFileSync(path.join(dist, map), 'utf8')) as {
        sources: string[];
      };
      const icons = sources.flatMap(
        (source) => /icons-material\/(\w+)\.m?js$/.exec(source)?.[1] ?? [],
      );
      return [map.replace(/\.map$/, ''), icons];
    }),
  );
}

const holding = (icon: string) =>
  [...iconsByScript()].filter(([, icons]) => icons.includes(icon)).map(([script]) => script);

it("an icon of the navigation and of the kit's dashboard cards comes with MUI, once", () => {
  expect(holding('ChevronRight')).toEqual([expect.stringMatching(/^vendor-mui\./)]);
});

it("the icon of the Your data page's download comes with that page only", () => {
  const scripts = holding('DownloadOutlined');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).not.toMatch(/^(vendor-mui|vendor|kit|app|bootstrap|main)\./);
});
