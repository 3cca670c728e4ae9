/**
 * The floating "Feedback" button on every page of the site (spec modalFB). The dialog behind it, with its form and
 * Radix's dialog code, loads on the first click (`feedback-dialog.tsx`), so pages do not carry it in their first
 * JavaScript (docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md); pointing at or focusing the button starts the download early.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';

const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() => loadDialog().then((m) => ({ default: m.FeedbackDialog })));
/** Early download; a failure here is left to the click, whose error boundary reloads stale pages. */
const preload = () => {
  loadDialog().catch(() => undefined);
};

export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so what was typed survives closing the dialog.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('feedback.button')}
        className="fixed right-3 bottom-4 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-sm font-medium text-white shadow-lg hover:bg-brand-700 sm:bottom-24 sm:h-auto sm:w-auto sm:px-3 sm:py-2"
      >
        {/* Below 640 px a round speech-bubble icon in the corner, so it covers less of a table or form; its name stays
            the word (aria-label). */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        </svg>
        <span aria-hidden="true" className="hidden sm:inline">
          {t('feedback.button')}
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
