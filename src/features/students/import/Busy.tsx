/** A short wait said in words, beside a small spinner (the page's own, not the boot's full-screen one). */
export function Busy({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-neutral-700 dark:text-neutral-300">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
      />
      {text}
    </p>
  );
}
