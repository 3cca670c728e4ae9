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
        className="fixed right-3 bottom-24 z-40 rounded-full bg-brand-600 px-3 py-2 text-sm font-medium text-white shadow-lg hover:bg-brand-700"
      >
        {t('feedback.button')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
