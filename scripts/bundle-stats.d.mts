/** Types of bundle-stats.mjs, for the budget test. */
export interface Size {
  raw: number;
  gzip: number;
}
export interface LoadSize {
  js: Size;
  css: Size;
  files: string[];
}
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;
export function bootKey(manifest: Manifest): string;
export function signInFormKey(manifest: Manifest): string;
export const ENTRY_POINTS: Record<
  'entry' | 'boot' | 'signInForm' | 'frenchTexts' | 'dashboardTexts' | 'app' | 'shell' | 'dashboard',
  string
>;
export function dashboardKey(manifest: Manifest): string;
export function readManifest(outDir?: string): Manifest;
export function closure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function sizeOf(manifest: Manifest, keys: Iterable<string>, outDir?: string): LoadSize;
export function firstLoads(outDir?: string): { signIn: LoadSize; dashboard: LoadSize };
export function lazyChunks(
  outDir?: string,
): Array<{ key: string; file: string; kind: 'page' | 'shared' | 'vendor' } & Size>;
