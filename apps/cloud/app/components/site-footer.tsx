import { useTranslation } from '@lanyun/i18n/react';
import { Footer } from '@lanyun/ui/footer';
import type { SiteInfo } from '../root-data';
import { SOLUTION_LINKS } from '../features/solutions/solution-links';
import { Brand, useBrandName } from './brand';
import { useIpintelHref } from './ipintel-link';
import { solutionLabel } from './nav';

/** A friend link from /v1/friend_link. */
export interface FriendLink {
  id: number;
  name: string;
  url: string;
  /** Language of `name` (zh-CN for a link with no English name). */
  lang?: 'zh-CN' | 'en';
}

/**
 * The cloud site's footer: products, solutions, support and company columns, friend links from the API and the
 * ICP / public-security record numbers from /v1/web_init.
 */
export function SiteFooter({ site, friendLinks }: { site: SiteInfo | null; friendLinks: FriendLink[] }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const siteName = useBrandName();
  const ipintelHref = useIpintelHref();
  return (
    <Footer
      brand={
        <div className="space-y-3">
          <Brand light />
          <p className="max-w-xs leading-relaxed">{t('footer.tagline')}</p>
          {site ? (
            <p className="space-y-1">
              {/* The hotline is configuration (SUPPORT_PHONE): hidden until one is set. */}
              {site.support_phone ? (
                <span className="block">{t('footer.support', { phone: site.support_phone })}</span>
              ) : null}
              <a className="block hover:text-white" href={`mailto:${site.support_email}`}>
                {site.support_email}
              </a>
            </p>
          ) : null}
        </div>
      }
      columns={[
        {
          title: t('footer.products'),
          links: [
            { label: t('nav.ecs'), href: '/ecs' },
            { label: t('nav.phone'), href: '/buyphone' },
            { label: t('footer.serverPricing'), href: '/price/ecs' },
            { label: t('nav.trial'), href: '/trial' },
            { label: t('facts.ipintel'), href: ipintelHref },
          ],
        },
        {
          title: t('nav.solutions'),
          links: SOLUTION_LINKS.map((s) => ({ label: solutionLabel(t, s), href: `/solution/${s.slug}` })),
        },
        {
          title: t('footer.supportColumn'),
          links: [
            { label: t('nav.docs'), href: '/news/doc' },
            { label: t('footer.tutorial'), href: '/tutorial' },
            { label: t('footer.resources'), href: '/resource' },
            { label: t('nav.downloads'), href: '/download' },
            { label: t('footer.notices'), href: '/notice' },
          ],
        },
        {
          title: t('footer.company'),
          links: [
            { label: t('nav.about'), href: '/aboutus' },
            { label: t('nav.news'), href: '/news/info' },
            { label: t('footer.terms'), href: '/agreement/service' },
            { label: t('footer.privacy'), href: '/agreement/privacy' },
          ],
        },
      ]}
      extra={
        friendLinks.length ? (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <span className="text-white/50">{t('footer.friendLinks')}</span>
            {friendLinks.map((link) => (
              <a
                key={link.id}
                href={link.url}
                target="_blank"
                rel="noreferrer"
                lang={link.lang}
                className="hover:text-white"
              >
                {link.name}
              </a>
            ))}
          </div>
        ) : undefined
      }
      bottom={
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <span>{t('footer.copyright', { year, name: siteName })}</span>
          {/* The ICP and public-security record numbers are official Chinese identifiers, shown as issued. */}
          {site?.icp_number ? (
            <a
              href="https://beian.miit.gov.cn/"
              target="_blank"
              rel="noreferrer"
              lang="zh-CN"
              className="hover:text-white"
            >
              {site.icp_number}
            </a>
          ) : null}
          {site?.police_record ? <span lang="zh-CN">{site.police_record}</span> : null}
          {site?.version ? <span>v{site.version}</span> : null}
        </div>
      }
    />
  );
}
