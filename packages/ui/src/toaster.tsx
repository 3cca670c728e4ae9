import { Toaster as SonnerToaster } from 'sonner';
import { MAX_TOASTS, TOAST_DURATION_MS } from './toast';

/**
 * The toast container; render once near the app root. Duration 3000 ms and at most 3 visible toasts
 * (spec §9); use the `toast` helper from `@lanyun/ui/toast` to show toasts.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_TOASTS}
      richColors
      closeButton={false}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
