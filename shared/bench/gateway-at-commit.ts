import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from '@ps/service/config';
import { EXTERNAL_PACKAGES } from '../scripts/bundle-unit.mjs';

/** What the server bundle is built from; the rest of the repository is not needed. */
const SOURCES = ['services', 'shared/contracts', 'shared/service', 'tsconfig.base.json'];

/**
 * The server as `npm start` ran it at `commit` (the gateway with every service in it, one CommonJS
 * file), so a bench can measure it beside today's in the same run. The commit's sources come from
 * `git archive` into node_modules/.cache (packages resolve from the repository's node_modules,
 * workspaces from the archive), and the bundle is kept there for the next run.
 */
export async function gatewayBundleAt(commit: string): Promise<string> {
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'ps-bench', `gateway-${commit}`);
  // Three folders below its root, as in the repository: the server finds its root from there.
  const bundle = path.join(dir, 'services', 'gateway', 'dist', 'server.js');
  if (existsSync(bundle)) return bundle;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...SOURCES], {
    cwd: REPO_ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  await build({
    absWorkingDir: dir,
    entryPoints: ['services/gateway/src/server.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    tsconfig: 'tsconfig.base.json',
    external: EXTERNAL_PACKAGES,
    plugins: [archivedWorkspaces(dir)],
    logLevel: 'warning',
  });
  return bundle;
}

/** The `@ps/*` paths of tsconfig.base.json (esbuild applies none inside node_modules). */
const PS_PATHS: Record<string, string> = {
  '@ps/contracts/': 'shared/contracts/src/',
  '@ps/service/': 'shared/service/src/',
  '@ps/db/': 'services/db/src/',
};

/** The file a module path names, as TypeScript looks for it. */
function sourceFile(base: string): string | undefined {
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && !statSync(candidate).isDirectory(),
  );
}

/**
 * `habits-service/app`, `@ps/contracts/dates` and the like: the archived workspace's module, not
 * today's.
 */
function archivedWorkspaces(dir: string): Plugin {
  return {
    name: 'archived-workspaces',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^@ps\/(contracts|service|db)\// }, ({ path: request }) => {
        const prefix = Object.keys(PS_PATHS).find((key) => request.startsWith(key))!;
        const file = sourceFile(path.join(dir, PS_PATHS[prefix]!, request.slice(prefix.length)));
        return file
          ? { path: file }
          : { errors: [{ text: `${request} not found at that commit` }] };
      });
      pluginBuild.onResolve({ filter: /^[a-z]+-service\/.+$/ }, ({ path: request }) => {
        const [name, ...rest] = request.split('/');
        const workspace = path.join(dir, 'services', name!.replace(/-service$/, ''));
        const manifest = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
          exports: Record<string, string>;
        };
        const target = manifest.exports[`./${rest.join('/')}`];
        if (!target) return { errors: [{ text: `${request} is not exported at that commit` }] };
        return { path: path.join(workspace, target) };
      });
    },
  };
}
