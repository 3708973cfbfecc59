import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wider whitespace-nowrap',
  {
    variants: {
      variant: {
        gold: 'border-gold-500/50 bg-gold-900/50 text-gold-300',
        stone: 'border-rubble bg-vault text-ash',
        live: 'border-moss-500/50 bg-moss-500/15 text-moss-400',
        warning: 'border-ember-400/50 bg-ember-400/10 text-ember-400',
        destructive: 'border-blood-500/60 bg-blood-950 text-blood-300',
      },
    },
    defaultVariants: { variant: 'stone' },
  },
);

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
