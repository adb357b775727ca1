/**
 * The `mailto:` link of an address, encoded: whatever the address holds, the link opens a message to it alone,
 * never with a copy or a subject smuggled in (`a@b.c?bcc=…`). Addresses are also checked when saved
 * (domain/students.ts `EMAIL`).
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
