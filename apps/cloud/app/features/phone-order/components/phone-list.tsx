/**
 * /user/phones: the account's cloud phones (/phone_overview/user_phone_list), newest first, reloaded every 2 s while
 * one is being created; per phone, as the ECS instance list does: renewal (the shared renew dialog paying through the
 * purchase gate: 402 opens the recharge dialog with the shortfall, 409 fetches the new price), release behind a
 * confirmation, and the auto-renew switch; a trial phone, until its trial ends, the conversion to a paid one (the
 * order review of convert-trial-dialog.tsx, through the same purchase gate). Sub-accounts without server-2-1 see the no-permission note; actions
 * whose keys they lack are hidden (phone-status.ts). `?renew=<phone_id>` (the expired phone's page links here) opens that
 * phone's renewal once the list shows it.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { Pager } from '@lanyun/ui/pager';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { RenewDialog } from '../../../components/renew-dialog';
import { usePurchaseGate } from '../../../lib/use-purchase-gate';
import { ConfirmDialog } from '../../instances/components/confirm-dialog';
import { phoneRenewal, type Phone } from '../api/phone-order';
import { PHONE_PAGE_SIZE, usePhoneAutoRenew, usePhoneRelease, usePhones } from '../hooks/use-phones';
import { PHONE_LIST_KEY } from '../phone-status';
import { ConvertTrialDialog } from './convert-trial-dialog';
import { PhoneTable } from './phone-table';
import { QueryError } from '@lanyun/ui/query-error';

/** `onTopUp` opens the shared recharge dialog (preset: the shortfall of a refused renewal, whole yuan). */
export function PhoneList({ onTopUp }: { onTopUp: (preset?: number) => void }) {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const allowed = can(PHONE_LIST_KEY);
  const [page, setPage] = useState(1);
  const list = usePhones(page, allowed);
  const release = usePhoneRelease();
  const autoRenew = usePhoneAutoRenew();
  const gate = usePurchaseGate({ onTopUp, returnTo: '/user/phones' });
  const [releasing, setReleasing] = useState<Phone | null>(null);
  const [renewing, setRenewing] = useState<Phone | null>(null);
  const [converting, setConverting] = useState<Phone | null>(null);
  const [params] = useSearchParams();
  const asked = useRef(false);
  const renewId = params.get('renew');
  useEffect(() => {
    if (asked.current || !renewId) return;
    const p = list.data?.list.find((x) => x.phone_id === renewId);
    if (p && !p.trial && (p.status === 'running' || p.status === 'expired')) {
      asked.current = true;
      setRenewing(p);
    }
  }, [list.data, renewId]);

  if (!allowed) return <p className="text-sm text-ink-muted">{noPermissionMessage(t)}</p>;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PHONE_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <UiLink href="/buyphone" className={buttonClass('primary', 'sm')}>
          {t('phones.buy')}
        </UiLink>
      </div>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('phones.loading')}</p>
      ) : list.isError ? (
        <QueryError query={list} />
      ) : !data?.list.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">{t('phones.empty')}</p>
      ) : (
        <PhoneTable
          phones={data.list}
          can={can}
          onRenew={setRenewing}
          onConvert={setConverting}
          onRelease={setReleasing}
          onAutoRenew={(phone, on) => autoRenew.mutate({ phoneId: phone.phone_id, on })}
        />
      )}
      {pages > 1 ? <Pager label={t('phones.pages')} page={page} pages={pages} onPage={setPage} /> : null}
      {releasing ? (
        <ConfirmDialog
          open
          title={t('phones.release.title')}
          body={t('phones.release.body', { name: releasing.name, id: releasing.phone_id })}
          confirmLabel={t('phones.release.verb')}
          danger
          busy={release.isPending}
          onOpenChange={(open) => (open ? undefined : setReleasing(null))}
          onConfirm={() => {
            release.mutate(releasing.phone_id);
            setReleasing(null);
          }}
        />
      ) : null}
      {renewing ? (
        <RenewDialog renewal={phoneRenewal(api, renewing)} gate={gate} onClose={() => setRenewing(null)} />
      ) : null}
      {converting ? <ConvertTrialDialog phone={converting} gate={gate} onClose={() => setConverting(null)} /> : null}
      {gate.dialog}
    </div>
  );
}
