/**
 * Leaves the portal for the card processor's hosted page (docs/api.md "Online payments"): its signed form is posted
 * as the API gave it, from a form of the page, so the browser goes there as after any form. Only an http(s) address
 * is followed. The processor's address must be allowed by the portal's `form-action` CSP directive.
 */
export function postToGateway(gateway: { url: string; fields: Record<string, string> }): void {
  const address = new URL(gateway.url, window.location.href);
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new Error('not a payment page');
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = address.href;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(gateway.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
