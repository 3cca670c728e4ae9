/**
 * The language switch (zh-CN / en) for a site's header or footer. Each entry is a plain link to the current page with
 * `?lang=…`: a full page load, so the server renders the new language, remembers it in the `lang` cookie and the
 * browser loads only that language's catalogue.
 */
import { useLocation } from 'react-router';
import { LANG_NAMES, LANGS, switchLangHref } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';

/** Links to the current page in each language; the current one is marked with aria-current. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { i18n, t } = useTranslation('kit');
  return (
    <nav aria-label={t('language.label')} className={cn('flex items-center gap-1 text-sm', className)}>
      {LANGS.map((lang, i) => (
        <span key={lang} className="flex items-center gap-1">
          {i > 0 && <span aria-hidden="true">/</span>}
          <a
            href={switchLangHref(pathname, search, lang)}
            hrefLang={lang}
            lang={lang}
            aria-current={i18n.language === lang ? 'true' : undefined}
            className={cn('rounded px-1 hover:text-brand-600', i18n.language === lang && 'font-semibold')}
          >
            {LANG_NAMES[lang]}
          </a>
        </span>
      ))}
    </nav>
  );
}
