/** Browser tab title: a fixed prefix followed by the current path (Menu behaviour). */
export const TITLE_PREFIX = 'Portail École | ';
export function tabTitle(pathname: string): string {
  return `${TITLE_PREFIX}${pathname}`;
}
