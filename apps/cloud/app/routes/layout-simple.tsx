/** Simple layout (spec §2): brand bar only; used by the log-in page and the 404 page. */
import { useTranslation } from '@lanyun/i18n/react';
import { Outlet } from 'react-router';
import { UiLink } from '@lanyun/ui/link';
import { Brand, useBrandName } from '../components/brand';
import { FeedbackButton } from '../features/feedback/components/feedback-button';

export default function SimpleLayout() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 via-white to-brand-100">
      <header className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 lg:px-6">
        <UiLink href="/" className="text-lg font-semibold">
          <Brand />
        </UiLink>
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <footer className="py-6 text-center text-xs text-ink-muted">
        {t('common.simpleCopyright', { year: new Date().getFullYear(), name: brand })}
      </footer>
      <FeedbackButton />
    </div>
  );
}
