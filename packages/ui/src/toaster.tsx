import { useTranslation } from '@lanyun/i18n/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, MAX_TOASTS, TOAST_DURATION_MS, whenToastsWanted } from './toast';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Until the first toast or the page's `load` event and an idle moment, whichever comes first. */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stop = whenToastsWanted(want);
    // Mounted before any toast so its live region is in place when one comes (screen readers announce changes only).
    let idle: number | undefined;
    const onLoad = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(want, { timeout: 3000 })
          : window.setTimeout(want, 1000);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      stop();
      window.removeEventListener('load', onLoad);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, []);
  return wanted;
}

/**
 * The toast container; render once near the app root. Duration 3000 ms and at most 3 visible toasts
 * (spec §9), its live region labelled in the page's language (`ui:toaster.label`); use the `toast` helper from
 * `@lanyun/ui/toast` to show toasts. Sonner's container (and code) comes with the first toast or once the page has
 * loaded and is idle; nothing is rendered on the server.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={MAX_TOASTS}
        richColors
        closeButton={false}
        // Sonner's own label is English with its hot-key ("Notifications alt+T"): the page language's word instead.
        customAriaLabel={t('toaster.label')}
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
