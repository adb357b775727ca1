import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

type Issue = { path: PropertyKey[]; message: string; code?: string };

/** Zod's default messages are English sentences; a field whose check gave none gets the generic key. */
function messageKey(issue: Issue): string {
  if (issue.message.startsWith('validation.') || /^[a-z][\w-]*(\.[\w-]+)+$/i.test(issue.message)) {
    return issue.message;
  }
  return issue.code === 'invalid_type' ? 'validation.required' : 'validation.format';
}

/** Sets `errors.a.b` from the path ['a', 'b'], keeping the first issue of each field. */
function setError(errors: Record<string, unknown>, issue: Issue): void {
  const path = issue.path.map(String);
  if (path.length === 0) path.push('root');
  let node = errors;
  for (const part of path.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  const leaf = path[path.length - 1]!;
  if (!node[leaf]) node[leaf] = { type: issue.code ?? 'custom', message: messageKey(issue) };
}

/**
 * react-hook-form resolver for `zod/mini` schemas. Error messages are i18n keys (`validation.required`…), which
 * the fields translate, so the schema stays free of UI text.
 * @example useForm({ resolver: zodResolver(studentSchema), defaultValues })
 */
export function zodResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) setError(errors, issue as Issue);
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
