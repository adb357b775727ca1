/**
 * Form-shaped placeholder drawn with a form's heading while the form itself is drawn next (components/DrawnNext):
 * the tap that opens a form is answered on screen at once (Interaction to Next Paint, budgets). Hidden from screen
 * readers: the heading, which takes the focus, is what they read, and the fields follow within a few frames.
 * @example <DrawnNext placeholder={<FormSkeleton />}><PaymentForm ... /></DrawnNext>
 */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <div aria-hidden="true" data-form-skeleton="" className="animate-pulse space-y-4">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="space-y-1">
          <div className="h-4 w-1/4 rounded bg-neutral-200 dark:bg-neutral-700" />
          <div className="h-11 rounded bg-neutral-200 dark:bg-neutral-700" />
        </div>
      ))}
    </div>
  );
}
