/**
 * Small form-state hook for the zod-validated forms: values, per-field errors, a pending flag and a submit
 * wrapper that validates first and only calls the handler with parsed data. Rule messages are catalogue keys (or
 * known `@lanyun/validators` texts); `errors` and `field()` give them translated (./field-message).
 */
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@lanyun/i18n/react';
import { fieldMessage } from './field-message';
import { validate, type FieldErrors } from './validate';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What {@link useForm} returns. */
export interface FormState<S extends z.ZodType> {
  values: z.input<S>;
  setValues: (next: z.input<S> | ((prev: z.input<S>) => z.input<S>)) => void;
  /** Per-field messages, translated. */
  errors: FieldErrors<z.input<S>>;
  /** Sets (or clears, with undefined) one field's message (a catalogue key or text). */
  setError: (field: keyof z.input<S> & string, message: string | undefined) => void;
  pending: boolean;
  /**
   * Checks one field against `rule` before the form is submitted (e.g. the phone before "Send code"): sets the
   * field's message and returns null when it fails, else clears the message and returns the parsed value.
   */
  checkField: <T>(field: keyof z.input<S> & string, rule: z.ZodType<T>) => T | null;
  /** Props for a text `<Field>`: name, value, error and onChange. */
  field: <K extends StringKeys<z.input<S>>>(
    name: K,
  ) => {
    name: K;
    value: string;
    error: string | undefined;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  /** Form `onSubmit`: validates, shows errors or runs `handler(data)` with `pending` set. */
  handleSubmit: (handler: (data: z.infer<S>) => Promise<unknown> | unknown) => (event?: FormEvent) => Promise<void>;
  /** Back to `initial` (or the values given), no errors. */
  reset: (values?: z.input<S>) => void;
}

/** Form state for `schema`, starting from `initial`. */
export function useForm<S extends z.ZodType>(schema: S, initial: z.input<S>): FormState<S> {
  const { t } = useTranslation();
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors<z.input<S>>>({});
  const [pending, setPending] = useState(false);

  const setError = useCallback((field: keyof z.input<S> & string, message: string | undefined) => {
    setErrors((prev) => ({ ...prev, [field]: message }));
  }, []);

  const checkField = <T>(name: keyof z.input<S> & string, rule: z.ZodType<T>): T | null => {
    const parsed = rule.safeParse((values as Record<string, unknown>)[name]);
    setError(name, parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : null;
  };

  const shown = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors as Record<string, string | undefined>).map(([k, m]) => [k, fieldMessage(t, m)]),
      ) as FieldErrors<z.input<S>>,
    [errors, t],
  );

  const field = <K extends StringKeys<z.input<S>>>(name: K) => ({
    name,
    value: String((values as Record<string, unknown>)[name] ?? ''),
    error: (shown as Record<string, string | undefined>)[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = e.target.value;
      setValues((prev) => ({ ...(prev as object), [name]: next }) as z.input<S>);
    },
  });

  const handleSubmit = (handler: (data: z.infer<S>) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = validate(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors as FieldErrors<z.input<S>>);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await handler(checked.data);
    } finally {
      setPending(false);
    }
  };

  const reset = (next?: z.input<S>) => {
    setValues(next ?? initial);
    setErrors({});
  };

  return { values, setValues, errors: shown, setError, pending, checkField, field, handleSubmit, reset };
}
