import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

/** Wraps on narrow screens instead of overflowing; arrow keys move between tabs (Radix). */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex flex-wrap gap-1 rounded-lg border border-rubble bg-crypt/80 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-ash transition-colors',
        'hover:bg-vault hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none',
        'data-[state=active]:bg-gold-900/60 data-[state=active]:text-gold-300 data-[state=active]:shadow-[inset_0_-2px_0] data-[state=active]:shadow-gold-400',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 rounded-lg focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
