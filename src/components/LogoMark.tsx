/**
 * The portal's mark (a mortarboard on the primary blue), drawn inline rather than as an image: it is on every first
 * screen (the header, the sign-in card), and inline it asks for nothing and decodes nothing (docs/architecture.md
 * "Marks"). Decorative: the link or the name beside it says what it is.
 */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#1e48ec" />
      <path fill="#fff" d="M16 6 5 11.5l11 5.5 9-4.5V20h2v-8.5z" />
      <path fill="#bcd3ff" d="M9 16.2v4.6c0 1.9 3.1 3.7 7 3.7s7-1.8 7-3.7v-4.6l-7 3.5z" />
    </svg>
  );
}
