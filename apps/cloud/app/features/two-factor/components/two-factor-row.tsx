/**
 * The "Two-factor log-in" row of /user/security: its state (on, with the recovery codes left, or off) and
 * "Turn on" (set-up dialog: QR code and key, a code to confirm, then the 10 recovery codes once) or "Turn off"
 * (a code or a recovery code). The state is read from /secure/two_factor_status; a failed read shows a retry.
 */
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { QueryError } from '@lanyun/ui/query-error';
import { toast } from '@lanyun/ui/toast';
import {
  TWO_FACTOR_STATUS_KEY,
  disableTwoFactor,
  enableTwoFactor,
  fetchTwoFactorStatus,
  startSetup,
} from '../api/two-factor';
import { CodeForm } from './code-form';

type Setup = { secret: string; uri: string };

function SetupBody({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = async () => {
    setStarting(true);
    setSetup(await startSetup(api));
    setStarting(false);
  };
  if (codes)
    return (
      <div className="mt-4 space-y-4">
        <p className="text-sm text-ink">{t('twoFactor.recoveryIntro')}</p>
        <ol
          aria-label={t('twoFactor.recoveryTitle')}
          data-testid="recovery-codes"
          className="grid grid-cols-2 gap-2 rounded-lg bg-surface p-4 font-mono text-sm text-ink"
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              navigator.clipboard
                .writeText(codes.join('\n'))
                .then(() => toast.success(t('twoFactor.copied')))
                .catch(() => toast.warning(t('twoFactor.copyFailed')))
            }
          >
            {t('twoFactor.copy')}
          </Button>
          <Button type="button" onClick={onDone}>
            {t('twoFactor.recoveryDone')}
          </Button>
        </div>
      </div>
    );
  if (!setup)
    return (
      <div className="mt-4 space-y-4">
        <p className="text-sm text-ink">{t('twoFactor.setupIntro')}</p>
        <Button type="button" onClick={begin} disabled={starting}>
          {starting ? t('twoFactor.starting') : t('twoFactor.start')}
        </Button>
      </div>
    );
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-ink">{t('twoFactor.scan')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <QRCodeSVG value={setup.uri} size={160} role="img" aria-label={t('twoFactor.qrLabel')} />
        <div className="min-w-0 text-sm">
          <p className="text-ink-soft">{t('twoFactor.secretLabel')}</p>
          <code data-testid="totp-secret" className="mt-1 block font-mono break-all text-ink">
            {setup.secret}
          </code>
        </div>
      </div>
      <CodeForm
        recovery={false}
        autoFocus={false}
        submitLabel={t('twoFactor.confirm')}
        pendingLabel={t('twoFactor.verifying')}
        onCode={async (code) => {
          const list = await enableTwoFactor(api, code);
          if (!list) return false;
          setCodes(list);
          toast.success(t('twoFactor.enabled'));
          await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
          return true;
        }}
      />
    </div>
  );
}

export function TwoFactorRow({ rowClass }: { rowClass: string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: () => fetchTwoFactorStatus(api) });
  const [dialog, setDialog] = useState<'none' | 'on' | 'off'>('none');
  const close = (open: boolean) => (open ? undefined : setDialog('none'));
  const on = status.data?.enabled === true;
  return (
    <li className={rowClass}>
      <div className="min-w-0">
        <h2 className="font-medium text-ink">{t('twoFactor.title')}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t('twoFactor.description')}</p>
      </div>
      {status.isError ? (
        <QueryError query={status} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-sm text-ink" data-testid="two-factor-state">
            {status.isPending
              ? t('twoFactor.loading')
              : on
                ? t('twoFactor.onWithCodes', { count: status.data.recovery_codes_left })
                : t('twoFactor.off')}
          </span>
          {status.isPending ? null : on ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('off')}>
              {t('twoFactor.turnOff')}
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setDialog('on')}>
              {t('twoFactor.turnOn')}
            </Button>
          )}
        </div>
      )}
      <Dialog open={dialog === 'on'} onOpenChange={close}>
        <DialogContent>
          <DialogTitle>{t('twoFactor.setupTitle')}</DialogTitle>
          <DialogDescription>{t('twoFactor.description')}</DialogDescription>
          <SetupBody onDone={() => setDialog('none')} />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'off'} onOpenChange={close}>
        <DialogContent>
          <DialogTitle>{t('twoFactor.disableTitle')}</DialogTitle>
          <DialogDescription>{t('twoFactor.disableIntro')}</DialogDescription>
          <div className="mt-4">
            <CodeForm
              submitLabel={t('twoFactor.turnOff')}
              pendingLabel={t('twoFactor.verifying')}
              onCode={async (code) => {
                const msg = await disableTwoFactor(api, code);
                if (msg === null) return false;
                toast.success(msg || t('twoFactor.disabled'));
                setDialog('none');
                await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
                return true;
              }}
            />
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
