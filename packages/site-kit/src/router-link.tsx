import { Link } from 'react-router';
import { isExternalHref, type UiLinkProps } from '@lanyun/ui/link';

/**
 * Link component handed to `@lanyun/ui` (UiLinkProvider): in-app paths use React Router's `<Link>` (client-side
 * navigation, prefetch on intent); absolute URLs, `mailto:` and `tel:` render a plain `<a>`.
 */
export function RouterLink({ href, children, ...rest }: UiLinkProps) {
  if (isExternalHref(href)) {
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
