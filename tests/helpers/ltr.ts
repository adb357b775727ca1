import { expect } from 'vitest';

/**
 * The element written left to right, isolated from the text around it (DESIGN-SYSTEM.md "Mixed scripts"): the
 * element itself or an ancestor below `<html>` (which carries the page's own direction) has `dir="ltr"`. An
 * element with a `dir` attribute (`<bdi dir="ltr">`, `<a dir="ltr">`) is isolated by the browser's own style sheet.
 */
export function expectLtrIsolated(element: Element): void {
  const ltr = element.closest('[dir="ltr"]');
  expect(
    ltr !== null && ltr !== document.documentElement,
    `"${element.textContent ?? ''}" is not inside an element with dir="ltr"`,
  ).toBe(true);
}
