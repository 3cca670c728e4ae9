import { Footer } from '@lanyun/ui/footer';
import type { SiteInfo } from '../root-data';
import { Brand } from './brand';

/** Footer of the IP site, including the DB-IP attribution required by the data licence (CC BY 4.0). */
export function SiteFooter({ site, cloudUrl }: { site: SiteInfo | null; cloudUrl: string }) {
  return (
    <Footer
      brand={
        <div className="space-y-3">
          <Brand light />
          <p className="max-w-xs leading-relaxed">IP geolocation, privacy detection and ASN data for developers and businesses.</p>
        </div>
      }
      columns={[
        {
          title: 'Products',
          links: [
            { label: 'Geolocation API', href: '/docs' },
            { label: 'Proxy detection API', href: '/docs' },
            { label: 'ASN API', href: '/docs' },
            { label: 'Databases', href: '/downloads' },
          ],
        },
        {
          title: 'Tools',
          links: [
            { label: 'IP lookup', href: '/#lookup' },
            { label: 'API reference', href: '/docs' },
            { label: 'Pricing', href: '/#pricing' },
          ],
        },
        {
          title: 'Account',
          links: [
            { label: 'Log in', href: '/login' },
            { label: 'Create an account', href: '/login?tp=2' },
            { label: 'Dashboard', href: '/dashboard' },
            { label: 'Billing', href: '/billing' },
          ],
        },
        {
          title: 'Company',
          links: [
            { label: 'Lanyun Cloud', href: cloudUrl },
            { label: 'About us', href: `${cloudUrl}/aboutus` },
            { label: 'Terms of Service', href: `${cloudUrl}/agreement/service` },
            { label: 'Privacy Policy', href: `${cloudUrl}/agreement/privacy` },
          ],
        },
      ]}
      bottom={
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <span>© {new Date().getFullYear()} Lanyun IP Intelligence</span>
          <a href="https://db-ip.com" className="underline hover:text-white">
            IP Geolocation by DB-IP
          </a>
          {site?.icp_number ? <span>{site.icp_number}</span> : null}
          {site?.police_record ? <span>{site.police_record}</span> : null}
        </div>
      }
    />
  );
}
