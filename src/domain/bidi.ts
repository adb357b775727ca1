/**
 * Spoofed text (docs/api.md "Text"): the Unicode bidirectional embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069) let a name or a file name display in another order than it is written
 * (`facture\u202Efdp.html` shows as "facturelmth.pdf"). No school text needs them (Arabic and Latin mix without
 * them), so they are removed from whatever users send and whatever the API answers.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without its bidirectional controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether a text holds a bidirectional control. */
export function hasBidiControls(text: string): boolean {
  BIDI_CONTROLS.lastIndex = 0;
  const found = BIDI_CONTROLS.test(text);
  BIDI_CONTROLS.lastIndex = 0;
  return found;
}

/**
 * A JSON value with every string (keys included) stripped of bidirectional controls; the same value (not a copy)
 * when it held none, so an answer without them costs one walk and no allocation.
 */
export function withoutBidiControls<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return hasBidiControls(value) ? stripBidiControls(value) : value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const cleaned = clean(item);
      if (cleaned !== item) changed = true;
      return cleaned;
    });
    return changed ? items : value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const cleanKey = clean(key) as string;
      const cleaned = clean(item);
      if (cleaned !== item || cleanKey !== key) changed = true;
      return [cleanKey, cleaned] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
