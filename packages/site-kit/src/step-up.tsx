/**
 * The step-up host every site mounts: when the API refuses a sensitive action (release, refund, password change, a
 * new IP API key) because this session has not proved the second factor recently, it opens "Security check", takes a
 * code from the authenticator app or a recovery code (/secure/two_factor_step_up) and then asks the customer to repeat
 * the action (allowed for 5 minutes). The dialog's code is loaded only when it first opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { STEP_UP_EVENT } from './step-up-event';

const StepUpDialog = lazy(() => import('./step-up-dialog'));

export function StepUpHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onEvent = () => {
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener(STEP_UP_EVENT, onEvent);
    return () => window.removeEventListener(STEP_UP_EVENT, onEvent);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
