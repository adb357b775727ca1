/** The small spinner of a button whose action is running (the button says what runs). */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
