/** Letters of the Arabic script: Arabic, its supplements and extensions, and its presentation forms. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u089F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_SCRIPT = /\p{Script=Latin}/u;

export interface ScriptAttributes {
  /** The language a screen reader reads the text in: Arabic, or French for the Latin spelling of the portal's names. */
  lang?: 'ar' | 'fr';
  dir: 'rtl' | 'ltr' | 'auto';
}

/**
 * The language and direction of a name from the script it is written in (DESIGN-SYSTEM.md "Mixed scripts"): Arabic
 * letters make it Arabic, right to left; Latin letters, French, left to right; neither (digits, signs), no language
 * and the direction of its first strong letter.
 * @example scriptAttributes('الإدريسي ياسمين') // { lang: 'ar', dir: 'rtl' }
 */
export function scriptAttributes(text: string): ScriptAttributes {
  if (ARABIC_SCRIPT.test(text)) return { lang: 'ar', dir: 'rtl' };
  if (LATIN_SCRIPT.test(text)) return { lang: 'fr', dir: 'ltr' };
  return { dir: 'auto' };
}

/**
 * A name shown whatever the page's language, tagged with its own (an Arabic name on a French page is read by an
 * Arabic voice and laid out right to left; a Latin name inside Arabic text keeps its order): a `<bdi>`, isolated
 * from the text around it. Nothing for an empty name.
 * @example <ScriptName text={`${student.lastname_ar} ${student.firstname_ar}`} className="block text-sm" />
 */
export function ScriptName({ text, className }: { text: string; className?: string }) {
  const name = text.trim();
  if (!name) return null;
  return (
    <bdi {...scriptAttributes(name)} className={className}>
      {name}
    </bdi>
  );
}
