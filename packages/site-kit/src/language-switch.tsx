/**
 * The language switch (zh-CN / en) for a site's header: a compact link to the current page in the other language
 * ("EN" on a Chinese page, "中文" on an English one; the accessible name is the language's full name). It is a plain
 * link with `?lang=…`: a full page load, so the server renders the new language, remembers it in the `lang` cookie
 * and the browser loads only that language's catalogue.
 */
import { useLocation } from 'react-router';
import { LANG_NAMES, LANGS, parseLang, switchLangHref, type Lang } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';

/** Short visible labels; the full names (LANG_NAMES) are the links' accessible names (visually hidden text). */
const SHORT: Record<Lang, string> = { 'zh-CN': '中文', en: 'EN' };

/** Links to the current page in each language other than the current one. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { i18n, t } = useTranslation('kit');
  const current = parseLang(i18n.language);
  return (
    <nav aria-label={t('language.label')} className={cn('flex items-center text-sm', className)}>
      {LANGS.filter((lang) => lang !== current).map((lang) => (
        <a
          key={lang}
          href={switchLangHref(pathname, search, lang)}
          hrefLang={lang}
          lang={lang}
          title={LANG_NAMES[lang]}
          className="inline-flex h-9 items-center rounded-md px-2 font-medium hover:text-brand-600"
        >
          {/* The full name is the accessible name; the short label is only seen (an aria-label that does not contain
              the visible text would be a label/name mismatch). */}
          <span aria-hidden="true">{SHORT[lang]}</span>
          <span className="sr-only">{LANG_NAMES[lang]}</span>
        </a>
      ))}
    </nav>
  );
}
