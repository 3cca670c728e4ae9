import { Link } from 'react-router';
import { isExternalHref, type UiLinkProps } from '@lanyun/ui/link';
import { isHandoffHref } from './sso-links';

/**
 * Link component handed to `@lanyun/ui` (UiLinkProvider): in-app paths use React Router's `<Link>` (client-side
 * navigation, prefetch on intent); absolute URLs, `mailto:`, `tel:` and links into the login handoff (`/sso/start`, `/sso/code`,
 * whose loaders set a cookie or make a one-time code, so hovering must not run them) render a plain `<a>`.
 */
export function RouterLink({ href, children, ...rest }: UiLinkProps) {
  if (isExternalHref(href) || isHandoffHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
