import { rspack, type Compiler } from '@rspack/core';
import { MANIFEST_FILE, type FrontEndManifest } from '@ps/contracts/remote-manifest';

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
