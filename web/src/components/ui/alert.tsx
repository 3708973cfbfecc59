import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/** Inline error with an optional retry: the error state every data-driven panel shares. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  className,
  children,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-start gap-3 rounded-lg border border-blood-500/50 bg-blood-950/60 p-4', className)}
    >
      <div className="flex items-start gap-2">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-blood-300" />
        <div className="min-w-0">
          <p className="font-semibold text-bone">{title}</p>
          {message ? <p className="mt-1 text-sm break-words text-bone/75">{message}</p> : null}
        </div>
      </div>
      {children}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** A quiet inline message for form feedback (errors announced, notices polite). */
export function FormMessage({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm break-words',
        tone === 'error' ? 'border-blood-500/50 bg-blood-950/60 text-blood-300' : 'border-gold-500/40 bg-gold-900/30 text-gold-200',
      )}
    >
      {children}
    </p>
  );
}
