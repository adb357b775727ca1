/** The public entry of shell (docs/architecture.md "Boundaries"): no other feature uses it; its pages are loaded by
 * the registry (src/modules.ts). */
export {};
