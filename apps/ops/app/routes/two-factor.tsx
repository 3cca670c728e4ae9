/**
 * /two-factor: two-factor enrolment for an operator who has none yet (the root loader sends them here; the API
 * accepts no other /ops call until it is done). Shows the authenticator QR code and secret once, then asks for the
 * first code to switch it on.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { LanguageSwitch } from '@lanyun/site-kit/language-switch';
import { Brand } from '../components/brand';
import { TwoFactorSetup } from '../features/auth/components/two-factor-setup';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/two-factor';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('meta.twoFactor'));
}

export default function TwoFactorPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 px-4 py-10">
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 flex items-center justify-between gap-4 text-lg font-semibold">
          <Brand />
          <LanguageSwitch className="font-normal text-ink-soft" />
        </div>
        <h1 className="mb-2 text-xl font-semibold">{t('meta.twoFactor')}</h1>
        <TwoFactorSetup />
      </div>
    </main>
  );
}
