/**
 * The face liveness step of a personal real-name application (实人认证), where the API has it on (IDENTITY_LIVENESS):
 *
 * - after the application, while its step waits (use-real-name.ts `usePendingLiveness`): what is asked and "Start face
 *   verification", which opens the identity provider's page (Alibaba Cloud's face verification; the sandbox provider's
 *   page is this page itself), and "I have finished: check the result";
 * - back from the provider's page (`?certify_id=` in the address, or the check button): asks the API how the check
 *   ended (/authentication/liveness_result). Passed: the account is verified (toast, profile and status reloaded).
 *   Failed: the API's message says the application went to manual review, shown here. Not finished yet: the message
 *   and "Check again".
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { toast } from '@lanyun/ui/toast';
import { REAL_NAME_INFO_KEY, fetchLivenessResult, type LivenessOutcome } from '../api/real-name';
import { usePendingLiveness, useRememberLiveness } from '../hooks/use-real-name';

export function LivenessStep() {
  const { t } = useTranslation();
  const { api, refresh } = useSession();
  const queryClient = useQueryClient();
  const pending = usePendingLiveness();
  const remember = useRememberLiveness();
  const [params, setParams] = useSearchParams();
  const returned = params.get('certify_id');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<LivenessOutcome | null>(null);
  const asked = useRef(false);

  const check = async () => {
    setChecking(true);
    const answer = await fetchLivenessResult(api).finally(() => setChecking(false));
    setOutcome(answer);
    if (answer.result === 'pending' || answer.result === 'unavailable') return;
    remember(null);
    if (answer.result === 'passed') toast.success(answer.msg);
    await Promise.all([queryClient.invalidateQueries({ queryKey: REAL_NAME_INFO_KEY }), refresh()]);
  };

  // Back from the provider's page: ask once, and take the reference out of the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per return, whatever else re-renders
  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    setParams(
      (p) => {
        p.delete('certify_id');
        return p;
      },
      { replace: true },
    );
    void check();
  }, [returned]);

  const step = pending.data;
  if (checking && !step)
    return (
      <p role="status" className="rounded-lg bg-surface p-4 text-sm text-ink-soft">
        {t('realName.liveness.checking')}
      </p>
    );
  if (outcome && outcome.result !== 'passed' && outcome.result !== 'none')
    return (
      <section
        role={outcome.result === 'failed' ? 'alert' : 'status'}
        className="rounded-xl border border-warning/40 bg-warning/5 p-5 text-sm"
      >
        <h2 className="font-semibold text-ink">{t('realName.liveness.title')}</h2>
        <p className="mt-2 text-ink-soft" data-testid="liveness-outcome">
          {outcome.msg}
        </p>
        {outcome.result === 'failed' ? null : (
          <Button className="mt-3" size="sm" variant="outline" disabled={checking} onClick={() => void check()}>
            {checking ? t('realName.liveness.checking') : t('realName.liveness.retry')}
          </Button>
        )}
      </section>
    );
  if (!step) return null;
  return (
    <section aria-labelledby="liveness-title" className="rounded-xl border border-brand-300 bg-brand-50 p-5 text-sm">
      <h2 id="liveness-title" className="text-base font-semibold text-ink">
        {t('realName.liveness.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('realName.liveness.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={step.url} className={buttonClass('primary', 'md')}>
          {t('realName.liveness.start')}
        </a>
        <Button variant="outline" disabled={checking} onClick={() => void check()}>
          {checking ? t('realName.liveness.checking') : t('realName.liveness.check')}
        </Button>
      </div>
    </section>
  );
}
