/**
 * `node shared/scripts/distributed/bundle.mjs <unit> <outfile>`: one unit's server as a single file, for
 * its container image. The packages the bundle leaves outside (shared/scripts/bundle-unit.mjs lists
 * them) are installed beside the file by `npm ci --omit=dev --workspace <its folder>`.
 */
import { bundleUnit, UNIT_ENTRIES } from '../bundle-unit.mjs';

const [unit, outfile] = process.argv.slice(2);
if (!UNIT_ENTRIES[unit] || !outfile) {
  console.error(`usage: bundle.mjs <${Object.keys(UNIT_ENTRIES).join('|')}> <outfile>`);
  process.exit(2);
}
await bundleUnit(unit, outfile);
