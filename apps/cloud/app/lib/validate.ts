/**
 * Form validation with zod: {@link validate} turns a parse into either the data or one message per field, which
 * the forms show under each input.
 */
import type { z } from 'zod';

/** Field → first message, from a failed parse; {} when valid. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates `values` against `schema` and returns either the parsed data or the first message per field
 * (issues without a path are reported under `_form`).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.infer<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_form');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<S>> };
}
