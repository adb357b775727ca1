/** The public entry of dashboard (docs/architecture.md "Boundaries"): no other feature uses it; its pages are loaded by
 * the registry (src/modules.ts). */
export {};
