import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@lanyun/ui/cn';

/** A labelled text input with an inline error (`role="alert"`) or hint below it. */
export function Field({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: string }) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(
          'h-11 w-full rounded-md border px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
          error ? 'border-danger' : 'border-line',
        )}
        {...input}
      />
      {error ? (
        <p id={messageId} role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
