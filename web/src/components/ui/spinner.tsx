import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * A labelled spinner: screen readers hear the label, sighted users see both. `tone` (the text
 * colour) replaces the default ash instead of overriding it, so no class merging is needed.
 */
export function Spinner({ label, tone = 'text-ash', className }: { label: string; tone?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', tone, className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin text-gold-400" />
      <span>{label}</span>
    </div>
  );
}
