/**
 * Dialog primitives on Radix (`radix-ui` Dialog): overlay, centred panel, title, description and a close button.
 * Every Lanyun modal (recharge, QR payment, real-name reminder, recharge success) is built from these.
 */
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import * as D from 'radix-ui/dialog';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from './cn';

/** Dialog root; control with `open` / `onOpenChange`. */
export const Dialog = D.Root;
/** Element that opens the dialog when clicked. */
export const DialogTrigger = D.Trigger;
/** Wrap any element that should close the dialog. */
export const DialogClose = D.Close;

/**
 * The dialog panel rendered in a portal over a dimmed overlay, with a close button (accessible name "Close")
 * unless `hideClose` is set. `size` sets the max width: sm 400 px, md 520 px, lg 680 px.
 *
 * On close, focus returns to the element that had it when the dialog opened (WAI-ARIA dialog pattern), also for a
 * dialog opened without a `DialogTrigger` (a confirmation opened from a table row, the security check opened by an
 * API answer); Radix alone returns it only to a trigger. An opener no longer on the page (a released instance's row)
 * leaves focus where Radix puts it.
 *
 * `returnFocus` names the control to go back to when focus cannot tell: a dialog opened by a control that is disabled
 * while it works (the QR dialog opened by "Pay now", which is disabled while the order is created, so focus had fallen
 * to the page when the dialog opened). Given, it wins over the remembered opener whenever it is on the page.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocus,
  ...rest
}: ComponentProps<typeof D.Content> & {
  hideClose?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** The element focus goes back to on close (see above); by default the element focused when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}) {
  const { t } = useTranslation('ui');
  const opener = useRef<HTMLElement | null>(null);
  const width = size === 'sm' ? 'max-w-[400px]' : size === 'lg' ? 'max-w-[680px]' : 'max-w-[520px]';
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/45" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
          'rounded-lg bg-white p-6 shadow-xl focus:outline-none',
          width,
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Called before focus moves into the dialog: the active element is still the opener.
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocus?.current;
          const back = target?.isConnected ? target : opener.current;
          opener.current = null;
          if (event.defaultPrevented || !back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
        {...rest}
      >
        {children}
        {hideClose ? null : (
          <D.Close
            aria-label={t('dialog.close')}
            className="absolute top-3 right-3 inline-flex h-8 w-8 items-center justify-center rounded text-ink-muted hover:bg-surface hover:text-ink"
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

/** Dialog heading; also the dialog's accessible name. */
export function DialogTitle({ className, ...rest }: ComponentProps<typeof D.Title>) {
  return <D.Title className={cn('text-lg font-semibold text-ink', className)} {...rest} />;
}

/** Supporting text; also the dialog's accessible description. */
export function DialogDescription({ className, ...rest }: ComponentProps<typeof D.Description>) {
  return <D.Description className={cn('mt-2 text-sm text-ink-soft', className)} {...rest} />;
}

/** Right-aligned row of dialog actions. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mt-6 flex justify-end gap-3', className)}>{children}</div>;
}
