import { buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { PhonePackage } from '../api/products.server';

/** Cloud-phone packages from /phone/get_pdc_pkg_id as cards; `onBuy` handles the buy button for logged-in users. */
export function PhonePackages({
  packages,
  loggedIn,
  onBuy,
}: {
  packages: PhonePackage[];
  loggedIn: boolean;
  onBuy: (pkg: PhonePackage) => void;
}) {
  if (!packages.length) return <p className="text-center text-ink-muted">Packages are not available right now.</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {packages.map((pkg) => (
        <article key={pkg.id} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-ink">{pkg.name}</h3>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-muted">CPU</dt>
              <dd>{pkg.cpu}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-muted">Memory</dt>
              <dd>{pkg.memory_gb} GB</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-muted">Storage</dt>
              <dd>{pkg.storage_gb} GB</dd>
            </div>
          </dl>
          <p className="mt-5 text-sm text-ink-muted">
            <span className="text-2xl font-semibold text-danger">¥{formatMoney(pkg.price_month)}</span> / month
          </p>
          <div className="mt-5">
            {loggedIn ? (
              <button type="button" className={buttonClass('primary', 'md', 'w-full')} onClick={() => onBuy(pkg)}>
                Buy {pkg.name}
              </button>
            ) : (
              <UiLink href="/login?tp=1&redirect=%2Fbuyphone" className={buttonClass('primary', 'md', 'w-full')}>
                Log in to buy
              </UiLink>
            )}
          </div>
        </article>
      ))}
    </div>
  );
}
