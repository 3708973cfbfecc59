import { Slot } from './slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors',
    'focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-abyss focus-visible:outline-none',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        // The guild-gold call to action: one per view, for the thing we want the sponsor to do.
        primary:
          'border border-gold-300/40 bg-gradient-to-b from-gold-400 to-gold-600 text-abyss shadow-[0_0_24px_-8px] shadow-gold-400 hover:from-gold-300 hover:to-gold-500',
        secondary: 'border border-rubble bg-vault text-bone hover:border-flagstone hover:bg-rubble',
        outline: 'border border-gold-500/50 bg-transparent text-gold-300 hover:bg-gold-900/40 hover:text-gold-200',
        ghost: 'text-ash hover:bg-vault hover:text-bone',
        destructive: 'border border-blood-500/60 bg-blood-700 text-bone hover:bg-blood-500',
        link: 'text-gold-300 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base tracking-wide',
        icon: 'size-10',
      },
    },
    // A link-styled button sits in running text: no box padding or fixed height, whatever the size.
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0 text-sm' }],
    defaultVariants: { variant: 'secondary', size: 'md' },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a Link, an anchor) with button styling instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      // A bare <button> inside a form submits it; default to "button" so only explicit submits do.
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
