import { http, HttpResponse } from 'msw';
import { cmiHash, verifyCmiHash } from '../../domain/onlinePayments.ts';
import { DEMO_CMI_STORE_KEY, formFields, LATE_CALLBACK_MS, receiveCallback } from './onlinePayments.ts';

/**
 * The demo's card processor (docs/api.md "Online payments", "The demo processor"): what CMI's hosted payment page does,
 * so that the whole flow runs without a bank. It checks the signed form the browser posts, shows the amount and the
 * ways a payment can end, sends the processor's callback to the API (signed with the store key, checked there as a
 * real callback is) and sends the browser back to the success or failure address. Not part of the contract: a
 * school's API talks to the real processor. The page is the processor's, not the portal's, so its few words are its
 * own, in the language the form asks for.
 */

/** The endings the demo processor offers. */
export const BANK_DECISIONS = ['accept', 'refuse', 'cancel', 'close', 'late'] as const;
type Decision = (typeof BANK_DECISIONS)[number];

const WORDS = {
  fr: {
    title: 'Paiement sécurisé — banque de démonstration',
    merchant: 'Commerçant',
    order: 'Commande',
    amount: 'Montant',
    note: 'Banque de démonstration : aucune carte n’est demandée ni débitée.',
    accept: 'Payer',
    refuse: 'Carte refusée',
    cancel: 'Annuler et revenir à l’école',
    close: 'Payer puis fermer l’onglet',
    late: 'Payer (confirmation retardée)',
    closed: 'Paiement accepté. Vous pouvez fermer cet onglet.',
    invalid: 'Formulaire de paiement invalide : la signature ne correspond pas.',
    expired: 'Cette session de paiement a expiré.',
  },
  en: {
    title: 'Secure payment — demo bank',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    note: 'Demo bank: no card is asked for or charged.',
    accept: 'Pay',
    refuse: 'Card declined',
    cancel: 'Cancel and return to the school',
    close: 'Pay then close the tab',
    late: 'Pay (late confirmation)',
    closed: 'Payment accepted. You may close this tab.',
    invalid: 'Invalid payment form: the signature does not match.',
    expired: 'This payment session has expired.',
  },
  ar: {
    title: 'دفع آمن — بنك تجريبي',
    merchant: 'التاجر',
    order: 'الطلب',
    amount: 'المبلغ',
    note: 'بنك تجريبي: لا تُطلب أي بطاقة ولا يُقتطع أي مبلغ.',
    accept: 'ادفع',
    refuse: 'البطاقة مرفوضة',
    cancel: 'إلغاء والعودة إلى المدرسة',
    close: 'ادفع ثم أغلق التبويب',
    late: 'ادفع (تأكيد متأخر)',
    closed: 'تم قبول الدفع. يمكنك إغلاق هذا التبويب.',
    invalid: 'استمارة دفع غير صالحة: التوقيع غير مطابق.',
    expired: 'انتهت صلاحية جلسة الدفع هذه.',
  },
} as const;
type Lang = keyof typeof WORDS;

/** The signed forms the demo processor was given, by order: its session with the parent's browser. */
const sessions = new Map<string, Record<string, string>>();

function langOf(value: string | undefined): Lang {
  return value === 'en' || value === 'ar' ? value : 'fr';
}

/** Text for HTML (the payer's name and the shop's address come from the form). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(lang: Lang, body: string, status = 200): Response {
  const words = WORDS[lang];
  const html = `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border-radius:.5rem;border:1px solid #94a3b8;background:#fff;font-size:1rem}
button[value=accept]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}
p{color:#475569}
</style></head>
<body><main><h1>${escapeHtml(words.title)}</h1>${body}</main></body></html>`;
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * The processor's callback for a session: the form's fields (not its hash) with the processor's answer fields, signed
 * with the store key, handed to the API's callback as the processor's server would post it.
 */
async function sendCallback(form: Record<string, string>, procReturnCode: '00' | '05'): Promise<string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) if (name.toLowerCase() !== 'hash') fields[name] = value;
  Object.assign(fields, {
    ProcReturnCode: procReturnCode,
    Response: procReturnCode === '00' ? 'Approved' : 'Declined',
    mdStatus: '1',
    TransId: `DEMO${Date.now().toString(36).toUpperCase()}`,
    AuthCode: procReturnCode === '00' ? String(100000 + Math.floor(Math.random() * 900000)) : '',
  });
  return receiveCallback({ ...fields, HASH: await cmiHash(fields, DEMO_CMI_STORE_KEY) });
}

/** Back to the shop's address with the browser's POST kept (307), as the processor posts its answer there. */
function backTo(address: string): Response {
  return new HttpResponse(null, { status: 307, headers: { Location: address } });
}

export const demoBankHandlers = [
  http.post('*/api/demo-bank/cmi', async ({ request }) => {
    const form = await formFields(request);
    const lang = langOf(form.lang);
    const words = WORDS[lang];
    if (!form.oid || !(await verifyCmiHash(form, DEMO_CMI_STORE_KEY))) {
      return page(lang, `<p role="alert">${escapeHtml(words.invalid)}</p>`, 400);
    }
    sessions.set(form.oid, form);
    const buttons = BANK_DECISIONS.map(
      (decision) =>
        `<button type="submit" name="decision" value="${decision}">${escapeHtml(words[decision])}</button>`,
    ).join('');
    return page(
      lang,
      `<dl><dt>${escapeHtml(words.merchant)}</dt><dd>${escapeHtml(form.shopurl ?? '')}</dd>` +
        `<dt>${escapeHtml(words.order)}</dt><dd>${escapeHtml(form.oid)}</dd>` +
        `<dt>${escapeHtml(words.amount)}</dt><dd dir="ltr">${escapeHtml(form.amount ?? '')} MAD</dd></dl>` +
        `<p>${escapeHtml(words.note)}</p>` +
        `<form method="post" action="/api/demo-bank/cmi/decide"><input type="hidden" name="oid" value="${escapeHtml(form.oid)}">${buttons}</form>`,
    );
  }),

  http.post('*/api/demo-bank/cmi/decide', async ({ request }) => {
    const { oid = '', decision = '' } = await formFields(request);
    const form = sessions.get(oid);
    if (!form) return page('fr', `<p role="alert">${escapeHtml(WORDS.fr.expired)}</p>`, 404);
    const lang = langOf(form.lang);
    const okUrl = form.okUrl ?? '/';
    const failUrl = form.failUrl ?? '/';
    switch (decision as Decision) {
      case 'accept':
        await sendCallback(form, '00');
        sessions.delete(oid);
        return backTo(okUrl);
      case 'refuse':
        // The parent may try again on the same page: the session stays.
        await sendCallback(form, '05');
        return backTo(failUrl);
      case 'cancel':
        sessions.delete(oid);
        return backTo(failUrl);
      case 'close':
        await sendCallback(form, '00');
        sessions.delete(oid);
        return page(lang, `<p role="status">${escapeHtml(WORDS[lang].closed)}</p>`);
      case 'late':
        sessions.delete(oid);
        setTimeout(() => void sendCallback(form, '00'), LATE_CALLBACK_MS);
        return backTo(okUrl);
      default:
        return page(lang, `<p role="alert">${escapeHtml(WORDS[lang].invalid)}</p>`, 400);
    }
  }),
];
