/**
 * A region that scrolls sideways inside its card (a wide table on a narrow screen). It takes focus, so the keyboard
 * can scroll it (WCAG 2.1.1; axe's `scrollable-region-focusable`), shows a focus ring, and is named for screen readers
 * by `label` or by the element `labelledBy` names.
 */
import type { ReactNode } from 'react';
import { cn } from './cn';

/** Props of {@link ScrollRegion}: a name (`label` text or `labelledBy` id), extra classes, the content. */
export interface ScrollRegionProps {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/** The scrolling, focusable, named wrapper. */
export function ScrollRegion({ label, labelledBy, className, children }: ScrollRegionProps) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {children}
    </div>
  );
}
