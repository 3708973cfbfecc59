import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-rubble bg-abyss/80 px-3 text-sm text-bone placeholder:text-ash/60',
        'focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/40 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-blood-500',
        className,
      )}
      {...props}
    />
  );
}
