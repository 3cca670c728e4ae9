import { useTranslation } from '@lanyun/i18n/react';
import { useRouteLoaderData } from 'react-router';
import { brandName } from '../lib/seo';
import type { RootData } from '../root-data';

/** The brand in the page's language: 岚云 on zh-CN pages, Lanyun Cloud on English ones (from /v1/web_init). */
export function useBrandName(): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { i18n } = useTranslation();
  return brandName(root?.site, i18n.language);
}

/** The logo mark and word mark; the word is the brand in the page's language unless `name` is given. */
export function Brand({ name, light = false }: { name?: string; light?: boolean }) {
  const brand = useBrandName();
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1d56f5" />
        <path d="M8 20.5a5 5 0 015-5 6.5 6.5 0 0112.4 1.8A3.6 3.6 0 0124 24.5H11.5A3.5 3.5 0 018 21z" fill="#fff" />
      </svg>
      <span className={light ? 'text-white' : undefined}>{name ?? brand}</span>
    </span>
  );
}
