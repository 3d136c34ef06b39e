import { rspack, type Compilation, type Compiler } from '@rspack/core';
import {
  EXPOSE_CHUNK_PREFIX,
  MANIFEST_FILE,
  type ExposeLoad,
  type FrontEndManifest,
} from '@ps/contracts/remote-manifest';

/**
 * How rspack names a shared module, e.g. `consume shared module (default) react@^19.2.0 (strict)`
 * or `provide shared module (default) @ps/web/api@0.1.0 = /repo/shared/web/src/api.ts`.
 */
const SHARED_MODULE = /^(consume|provide) shared module \(\w+\) (\S+)@(\S+)/;

/**
 * Writes mf-manifest.json. The shell's remote loader reads a remote's to find its entry, so the
 * gateway can preload it (a fetch, retried cleanly, where a failed script preload would answer
 * every later load of the page with the same failure); the shares let a test check, on the built
 * files, that the shell provides every module a remote consumes.
 */
export class RemoteManifestPlugin {
  constructor(
    private readonly name: string,
    private readonly remoteEntry?: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const shared = [...compilation.modules]
            .map((module) => SHARED_MODULE.exec(module.identifier()))
            .filter((match) => match !== null)
            .sort((a, b) => a[2]!.localeCompare(b[2]!));
          const ofKind = (kind: string) =>
            shared
              .filter((match) => match[1] === kind)
              .map(([, , name, version]) => ({ name: name!, version: version! }));
          const manifest: FrontEndManifest = {
            name: this.name,
            ...(this.remoteEntry ? { remoteEntry: this.remoteEntry } : {}),
            provides: ofKind('provide'),
            consumes: ofKind('consume'),
            ...(this.remoteEntry ? { exposes: exposeLoads(compilation) } : {}),
          };
          compilation.emitAsset(
            MANIFEST_FILE,
            new rspack.sources.RawSource(JSON.stringify(manifest)),
          );
        },
      );
    });
  }
}

/**
 * Per exposed module (`./PomodoroPage`), what its chunk group holds: the JavaScript files the
 * container loads for it, and the shared modules those files take from the share scope.
 */
function exposeLoads(compilation: Compilation): Record<string, ExposeLoad> {
  const loads: Record<string, ExposeLoad> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
    const shared = group.chunks
      .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
      .map((module) => SHARED_MODULE.exec(module.identifier()))
      .filter((match) => match?.[1] === 'consume')
      .map((match) => match![2]!);
    loads[`./${name.slice(EXPOSE_CHUNK_PREFIX.length)}`] = {
      files: group.getFiles().filter((file) => file.endsWith('.js')),
      shared: [...new Set(shared)].sort(),
    };
  }
  return loads;
}
