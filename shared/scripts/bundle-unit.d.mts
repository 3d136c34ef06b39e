/** Types of shared/scripts/bundle-unit.mjs, for the TypeScript that imports it (the benches). */
export const EXTERNAL_PACKAGES: string[];
export const UNIT_ENTRIES: Record<string, string>;
export const GATEWAY_BUNDLE: string;
export function bundleUnit(unit: string, outfile: string): Promise<void>;
