import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/** Visual style of a button or button-like link. */
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'light' | 'outline-light' | 'ghost-light';
/** Size of a button or button-like link. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  outline: 'border border-brand-600 text-brand-600 bg-white hover:bg-brand-50 disabled:opacity-50',
  ghost: 'text-ink hover:bg-surface disabled:opacity-50',
  light: 'bg-white/90 text-brand-700 hover:bg-white disabled:opacity-50',
  /** For dark backgrounds: white outline and text. */
  'outline-light': 'border border-white/80 text-white hover:bg-white/10 disabled:opacity-50',
  /** For dark backgrounds: white text, no border. */
  'ghost-light': 'text-white hover:bg-white/10 disabled:opacity-50',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/**
 * Class names for a button look; use on `<a>`/`<UiLink>` elements that should look like buttons.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

/** A `<button>` with the Lanyun look. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
