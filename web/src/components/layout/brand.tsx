import { memo } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/**
 * The crest + wordmark. Drawn inline so it needs no image request. `size` replaces the default
 * size rather than overriding it, so the landing page needs no class merging (lib/cn.ts).
 */
export function BrandMark({ size = 'size-8', className }: { size?: string; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={cn('shrink-0', size, className)}>
      <path d="M16 3l11 5.5v9c0 6-4.6 9.8-11 11.5C9.6 27.3 5 23.5 5 17.5v-9z" fill="#1e1a16" stroke="#e4aa2b" strokeWidth="2" />
      <path d="M11 20l5-9 5 9M13 17h6" fill="none" stroke="#f2cd66" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const BrandLink = memo(function BrandLink({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <Link
      to="/"
      aria-label="Crawl to Fame home"
      className={cn('flex min-w-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none', className)}
    >
      <BrandMark />
      <span
        className={cn(
          'gold-text font-display text-[0.95rem] font-black tracking-[0.06em] whitespace-nowrap min-[420px]:text-lg min-[420px]:tracking-[0.12em]',
          wordmarkClassName,
        )}
      >
        CRAWL TO FAME
      </span>
    </Link>
  );
});
