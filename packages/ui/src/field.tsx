/**
 * Labelled form controls with an inline error (`role="alert"`) or hint: {@link Field} (input), {@link SelectField}
 * and {@link FieldShell} (label + message around any control, e.g. an input with a "Send code" button).
 * Controlled fields take over what was typed or autofilled before the page hydrated ({@link useValueBeforeHydration}).
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ChangeEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { cn } from './cn';

/**
 * A server-rendered field can be typed into, or filled by the browser's autofill, before React hydrates the page.
 * React keeps that text in the DOM but not in the component's state (react-dom 19 replays no change event for it), so
 * the form would submit the empty state, and the next render would wipe the text. On mount, when the control's DOM
 * value differs from the controlled `value`, this hands the DOM value to `onChange` as a change event would. On a
 * client-side mount the two are equal and nothing happens. Returns the ref to put on the control.
 */
function useValueBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  value: unknown,
  onChange: ChangeEventHandler<E> | undefined,
) {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount only (see the docstring)
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && onChange && value !== undefined && value !== null && el.value !== String(value)) {
      onChange({ target: el, currentTarget: el, type: 'change' } as unknown as ChangeEvent<E>);
    }
    // Mount only: later differences are React's own updates.
  }, []);
  return ref;
}

/** Class names of a text input, red-bordered when `invalid`. */
export function inputClass(invalid = false): string {
  return cn(
    'h-11 w-full rounded-md border bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
    invalid ? 'border-danger' : 'border-line',
  );
}

/** Common props of the labelled controls. */
export interface FieldChrome {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
}

/**
 * Label above and message below a control. `children` receives the control's id and the ids/aria props to put on
 * it, so the label names the control and the message describes it.
 */
export function FieldShell({
  label,
  error,
  hint,
  className,
  children,
}: FieldChrome & {
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(error || hint ? { 'aria-describedby': messageId } : {}),
      })}
      {error ? (
        <p id={messageId} role="alert" className="mt-1 text-xs text-danger-strong">
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

/** A labelled text input with an inline error or hint below it. */
export function Field({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldChrome) {
  const ref = useValueBeforeHydration(input.value, input.onChange);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} className={inputClass(Boolean(error))} {...input} />}
    </FieldShell>
  );
}

/** A labelled `<select>`; `options` are value/label pairs, `placeholder` an empty first option. */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  FieldChrome & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  const ref = useValueBeforeHydration(select.value, select.onChange);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={inputClass(Boolean(error))} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
