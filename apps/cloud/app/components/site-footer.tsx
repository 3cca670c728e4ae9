import { Footer } from '@lanyun/ui/footer';
import type { SiteInfo } from '../root-data';
import { SOLUTIONS } from '../features/solutions/solutions';
import { Brand } from './brand';

/** A friend link from /v1/friend_link. */
export interface FriendLink {
  id: number;
  name: string;
  url: string;
}

/**
 * The cloud site's footer: products, solutions, support and company columns, friend links from the API and the
 * ICP / public-security record numbers from /v1/web_init.
 */
export function SiteFooter({ site, friendLinks }: { site: SiteInfo | null; friendLinks: FriendLink[] }) {
  const year = new Date().getFullYear();
  return (
    <Footer
      brand={
        <div className="space-y-3">
          <Brand name={site?.site_name_en ?? 'Lanyun Cloud'} light />
          <p className="max-w-xs leading-relaxed">
            Cloud servers, cloud phones and industry solutions for growing businesses.
          </p>
          {site ? (
            <p className="space-y-1">
              <span className="block">Support: {site.support_phone}</span>
              <a className="block hover:text-white" href={`mailto:${site.support_email}`}>
                {site.support_email}
              </a>
            </p>
          ) : null}
        </div>
      }
      columns={[
        {
          title: 'Products',
          links: [
            { label: 'Elastic Compute Service', href: '/ecs' },
            { label: 'Cloud phone', href: '/buyphone' },
            { label: 'Server pricing', href: '/price/ecs' },
            { label: 'Free trial', href: '/trial' },
          ],
        },
        { title: 'Solutions', links: SOLUTIONS.map((s) => ({ label: s.title, href: `/solution/${s.slug}` })) },
        {
          title: 'Support',
          links: [
            { label: 'Documentation', href: '/news/doc' },
            { label: 'Tutorial', href: '/tutorial' },
            { label: 'Resources', href: '/resource' },
            { label: 'Downloads', href: '/download' },
            { label: 'Notices', href: '/notice' },
          ],
        },
        {
          title: 'Company',
          links: [
            { label: 'About us', href: '/aboutus' },
            { label: 'News', href: '/news/info' },
            { label: 'Terms of Service', href: '/agreement/service' },
            { label: 'Privacy Policy', href: '/agreement/privacy' },
          ],
        },
      ]}
      extra={
        friendLinks.length ? (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <span className="text-white/50">Friend links:</span>
            {friendLinks.map((link) => (
              <a key={link.id} href={link.url} target="_blank" rel="noreferrer" className="hover:text-white">
                {link.name}
              </a>
            ))}
          </div>
        ) : undefined
      }
      bottom={
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <span>
            © {year} {site?.site_name_en ?? 'Lanyun Cloud'}. All rights reserved.
          </span>
          {site?.icp_number ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" className="hover:text-white">
              {site.icp_number}
            </a>
          ) : null}
          {site?.police_record ? <span>{site.police_record}</span> : null}
          {site?.version ? <span>v{site.version}</span> : null}
        </div>
      }
    />
  );
}
