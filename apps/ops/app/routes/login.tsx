/** /login: the operator log-in page (the root loader sends a logged-in operator on to the dashboard), with the language switch. */
import { useTranslation } from '@lanyun/i18n/react';
import { LanguageSwitch } from '@lanyun/site-kit/language-switch';
import { Brand } from '../components/brand';
import { LoginForm } from '../features/auth/components/login-form';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('meta.login'));
}

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 flex items-center justify-between gap-4 text-lg font-semibold">
          <Brand />
          <LanguageSwitch className="font-normal text-ink-soft" />
        </div>
        <h1 className="mb-6 text-xl font-semibold">{t('login.heading')}</h1>
        <LoginForm />
      </div>
    </main>
  );
}
