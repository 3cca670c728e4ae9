import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** Props every link rendered by the UI package receives. `href` is an app path ("/ecs") or an absolute URL. */
export type UiLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/** A component that renders a link; apps pass their router's link so in-app navigation stays client-side. */
export type UiLinkComponent = ComponentType<UiLinkProps>;

function PlainAnchor({ href, children, ...rest }: UiLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<UiLinkComponent>(PlainAnchor);

/**
 * Supplies the link component used by every UI-package component (header, dialogs, 404 page).
 * Without a provider, plain `<a>` elements are rendered (full page loads).
 */
export function UiLinkProvider({ component, children }: { component: UiLinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** Renders a link through the app-provided link component (see {@link UiLinkProvider}). */
export function UiLink(props: UiLinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}

/** True for absolute http(s) URLs, `mailto:` and `tel:` links, which should never go through the client router. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}
