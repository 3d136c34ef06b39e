import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { firstViewRendererPath } from '@ps/contracts/api';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * A remote's build step: its exposed `module`, the page at `route`, as Node draws it with the
 * signed-in person's data (@ps/web/first-view-renderer), written into the remote's `dist` for the
 * gateway to load. One CommonJS file with everything it needs inlined, React and MUI included,
 * built for production: the gateway runs the remote's own release of them, with nothing compiled
 * at run time and whatever the gateway's own environment says.
 */
export async function buildFirstViewRenderer(dir: string, module: string, route: string) {
  // What the page shows from the browser's own stores that the server knows too, if it has any.
  // Beside the module, named in kebab-case (PomodoroPage: pomodoro-page.server.ts).
  const serverSide = `./src/exposes/${kebabCase(module)}.server`;
  const knownOnServer = existsSync(path.join(dir, `${serverSide}.ts`));
  const entry = [
    `import Page from './src/exposes/${module}';`,
    knownOnServer ? `import { knownOnServer } from '${serverSide}';` : '',
    `import { firstViewRenderer } from '@ps/web/first-view-renderer';`,
    `export default firstViewRenderer(${JSON.stringify(route)}, Page${knownOnServer ? ', knownOnServer' : ''});`,
  ].join('\n');
  await build({
    absWorkingDir: dir,
    stdin: {
      contents: entry,
      resolveDir: dir,
      sourcefile: `${module}.first-view.tsx`,
      loader: 'tsx',
    },
    outfile: path.join(dir, 'dist', firstViewRendererPath(module)),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    tsconfig: path.join(repoRoot, 'tsconfig.base.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  console.log(`built ${module}'s first view with the person's data, for the gateway`);
}

function kebabCase(name: string): string {
  return name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
}
