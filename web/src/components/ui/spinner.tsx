import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A labelled spinner: screen readers hear the label, sighted users see both. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-ash', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin text-gold-400" />
      <span>{label}</span>
    </div>
  );
}
