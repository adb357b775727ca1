import { useId } from 'react';
import type { Language } from '../i18n/language';

/**
 * The flag beside a language's name (Entities: Language), drawn inline like the logo (components/LogoMark): France
 * for French, the United Kingdom for English, Morocco for Arabic. Decorative: the language's name says which it is.
 * Each drawing names its clip paths after its own id, so the picker's several flags never share one.
 */
export function Flag({ language, className }: { language: Language; className: string }) {
  const id = useId();
  const common = { 'aria-hidden': true, focusable: false, className } as const;
  if (language === 'fr') {
    return (
      <svg {...common} viewBox="0 0 3 2" preserveAspectRatio="none">
        <path fill="#002654" d="M0 0h1v2H0z" />
        <path fill="#fff" d="M1 0h1v2H1z" />
        <path fill="#ce1126" d="M2 0h1v2H2z" />
      </svg>
    );
  }
  if (language === 'ar') {
    return (
      <svg {...common} viewBox="0 0 90 60" preserveAspectRatio="xMidYMid slice">
        <path fill="#c1272d" d="M0 0h90v60H0z" />
        <path
          fill="none"
          stroke="#006233"
          strokeWidth="1.5"
          d="M45 17.6l-7.05 21.7L56.4 25.9H33.6l18.45 13.4z"
        />
      </svg>
    );
  }
  const whole = `${id}-whole`;
  const quarters = `${id}-quarters`;
  return (
    <svg {...common} viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice">
      <clipPath id={whole}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={quarters}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${whole})`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${quarters})`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}
