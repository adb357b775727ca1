/** The public entry of profile (docs/architecture.md "Boundaries"): no other feature uses it; its pages are loaded by
 * the registry (src/modules.ts). */
export {};
