export type Resources = Record<string, unknown>;

/** A nested group of texts (not a text, not a list). */
export function isPlainObject(value: unknown): value is Resources {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge where `override` wins; used so that remote keys override bundled ones key by key. */
export function mergeResources(base: Resources, override: Resources): Resources {
  const result: Resources = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? mergeResources(current, value) : value;
  }
  return result;
}

/** One language's translation files (`locales/fr/*.json`, one per feature) merged into one namespace. */
export function mergeLocaleFiles(files: Record<string, Resources>): Resources {
  return Object.keys(files)
    .sort()
    .reduce<Resources>((merged, path) => mergeResources(merged, files[path]!), {});
}
