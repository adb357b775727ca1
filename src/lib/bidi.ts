/**
 * Left-to-right isolation of a value inside a sentence (DESIGN-SYSTEM.md "Mixed scripts"): a phone number, an
 * e-mail, an amount with its currency or a reference put into a translated sentence keeps its own order inside
 * Arabic text. Between U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, the Unicode equivalent of
 * `<bdi dir="ltr">`, for texts that must stay strings (a sentence with the value in it, a toast). On screen, a value
 * shown on its own is wrapped in the `<Ltr>` component instead.
 * @example t('finances.family.guardian', { name, phone: ltrText(phone) })
 */
export function ltrText(value: string): string {
  return value ? `\u2066${value}\u2069` : value;
}
