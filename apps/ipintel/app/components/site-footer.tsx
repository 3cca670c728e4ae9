import { crossSiteHref, DEFAULT_LANG, parseLang } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Footer } from '@lanyun/ui/footer';
import type { SiteInfo } from '../root-data';
import { Brand } from './brand';
import { DbIpCredit } from './dbip-credit';

/**
 * Footer of the IP site, including the DB-IP attribution required by the data licence (CC BY 4.0). The account
 * column offers log-in and sign-up only to visitors who are not logged in.
 */
export function SiteFooter({ site, cloudUrl }: { site: SiteInfo | null; cloudUrl: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const cloud = (path: string) => crossSiteHref(cloudUrl + path, parseLang(i18n.language) ?? DEFAULT_LANG);
  return (
    <Footer
      brand={
        <div className="space-y-3">
          <Brand light />
          <p className="max-w-xs leading-relaxed">{t('footer.tagline')}</p>
        </div>
      }
      columns={[
        {
          title: t('footer.products'),
          links: [
            { label: t('footer.geoApi'), href: '/docs' },
            { label: t('footer.proxyApi'), href: '/docs' },
            { label: t('footer.asnApi'), href: '/docs' },
            { label: t('footer.databases'), href: '/downloads' },
          ],
        },
        {
          title: t('footer.tools'),
          links: [
            { label: t('footer.lookup'), href: '/#lookup' },
            { label: t('footer.apiReference'), href: '/docs' },
            { label: t('footer.pricing'), href: '/#pricing' },
          ],
        },
        {
          title: t('footer.account'),
          links: [
            ...(user
              ? []
              : [
                  { label: t('footer.login'), href: '/login' },
                  { label: t('footer.signup'), href: '/login?tp=2' },
                ]),
            { label: t('footer.dashboard'), href: '/dashboard' },
            { label: t('footer.billing'), href: '/billing' },
          ],
        },
        {
          title: t('footer.company'),
          links: [
            { label: t('footer.cloud'), href: cloud('/') },
            { label: t('footer.about'), href: cloud('/aboutus') },
            { label: t('footer.terms'), href: cloud('/agreement/service') },
            { label: t('footer.privacy'), href: cloud('/agreement/privacy') },
          ],
        },
      ]}
      bottom={
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <DbIpCredit className="hover:text-white" />
          {/* The ICP and public-security record numbers are official Chinese identifiers, shown as issued. */}
          {site?.icp_number ? <span lang="zh-CN">{site.icp_number}</span> : null}
          {site?.police_record ? <span lang="zh-CN">{site.police_record}</span> : null}
        </div>
      }
    />
  );
}
