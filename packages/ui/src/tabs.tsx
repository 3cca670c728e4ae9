/**
 * Tabs on Radix (`radix-ui` Tabs) with the Lanyun underline look: `Tabs` (root), `TabsList` (give it an
 * `aria-label`), `TabsTrigger` (role tab) and `TabsContent` (role tabpanel).
 */
import type { ComponentProps } from 'react';
import * as T from 'radix-ui/tabs';
import { cn } from './cn';

/** Tabs root; controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`). */
export const Tabs = T.Root;

/** The row of tab triggers. */
export function TabsList({ className, ...rest }: ComponentProps<typeof T.List>) {
  return <T.List className={cn('flex gap-2 border-b border-line', className)} {...rest} />;
}

/** One tab; its text is the tab's accessible name. */
export function TabsTrigger({ className, ...rest }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-ink-soft hover:text-ink',
        'data-[state=active]:border-brand-600 data-[state=active]:text-brand-600',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[disabled]:hover:text-ink-soft',
        className,
      )}
      {...rest}
    />
  );
}

/** The panel shown while its tab is active. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('pt-5 focus:outline-none', className)} {...rest} />;
}
