/**
 * The page `/sso` shows for a log-in code this browser did not ask for (`./sso.server` `ssoExchangeLoader` answers
 * HTTP 403 with {@link SsoRefusal}): someone else's handoff link, or one that outlived its `state` cookie. The
 * session is unchanged; the visitor may continue to where the link pointed or start a fresh log-in.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';

/** Props: `next`, the checked path the link led to; `loginHref`, this site's log-in page. */
export function SsoRefused({ next, loginHref = '/login' }: { next: string; loginHref?: string }) {
  const { t } = useTranslation('kit');
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold text-ink">{t('sso.refused.title')}</h1>
      <p className="mt-3 max-w-lg text-ink-soft">{t('sso.refused.message')}</p>
      <div className="mt-8 flex gap-3">
        <a href={next} className={buttonClass('primary')}>
          {t('sso.refused.continue')}
        </a>
        <a href={loginHref} className={buttonClass('outline')}>
          {t('sso.refused.login')}
        </a>
      </div>
    </main>
  );
}
