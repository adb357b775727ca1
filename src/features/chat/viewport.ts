/** Phones (below md): the header's messages dropdown is hidden there and the bottom bar shows the unread count. */
export const PHONE_QUERY = '(max-width: 767px)';

export function isPhoneViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}
