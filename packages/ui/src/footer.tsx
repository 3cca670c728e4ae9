import type { ReactNode } from 'react';
import { UiLink, isExternalHref } from './link';

/** A titled column of footer links. */
export interface FooterColumn {
  title: string;
  links: Array<{ label: string; href: string }>;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Brand block (logo, one-line pitch, contact). */
  brand: ReactNode;
  columns: FooterColumn[];
  /** Optional row above the bottom line (e.g. friend links). */
  extra?: ReactNode;
  /** Bottom line: copyright, ICP number, police record, attributions. */
  bottom: ReactNode;
}

/** Site footer shared by the Lanyun sites: brand, link columns, an optional extra row and a bottom line. */
export function Footer({ brand, columns, extra, bottom }: FooterProps) {
  return (
    <footer className="bg-[#0f1b33] text-sm text-white/70">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-6">
        <div>{brand}</div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-white">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  {isExternalHref(link.href) ? (
                    <a href={link.href} target="_blank" rel="noreferrer" className="hover:text-white">
                      {link.label}
                    </a>
                  ) : (
                    <UiLink href={link.href} className="hover:text-white">
                      {link.label}
                    </UiLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {extra ? <div className="mx-auto max-w-7xl border-t border-white/10 px-4 py-4 lg:px-6">{extra}</div> : null}
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-4 text-xs text-white/50 lg:px-6">{bottom}</div>
      </div>
    </footer>
  );
}
