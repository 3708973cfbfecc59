import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { dismissToast, useToasts, type ToastVariant } from './toast-store.ts';

const variantStyle: Record<ToastVariant, string> = {
  default: 'border-rubble bg-vault text-bone',
  success: 'border-moss-500/60 bg-vault text-bone',
  destructive: 'border-blood-500 bg-blood-950 text-bone',
};

const variantIcon: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};

/** Renders the toast store. Mount once, inside the app providers. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notifications">
      {toasts.map((item) => {
        const Icon = variantIcon[item.variant];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.durationMs}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              'stone-panel pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
              'transition-opacity duration-200 data-[state=closed]:opacity-0',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
              variantStyle[item.variant],
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-5 shrink-0',
                item.variant === 'destructive' ? 'text-blood-300' : item.variant === 'success' ? 'text-moss-400' : 'text-gold-400',
              )}
            />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="font-display text-sm font-bold tracking-wide">
                {item.title}
                {/* A coalesced repeat says how often, in words for a screen reader. */}
                {item.count > 1 ? (
                  <span className="ml-2 rounded-full bg-rubble px-1.5 font-mono text-[11px] text-bone">
                    <span aria-hidden>×{item.count}</span>
                    <span className="sr-only">({item.count} times)</span>
                  </span>
                ) : null}
              </ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="mt-1 text-sm break-words text-bone/80">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-2 right-2 rounded p-1 text-ash hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* Below lg (touch screens) toasts drop from under the header: at the bottom they covered the
          tactical room's D-pad and attack button, and swallowed the taps meant for them. The empty
          viewport lets taps through; the toasts themselves take them. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-0 bottom-[var(--fixed-bottom-bar-height,0px)] z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none max-lg:top-16 max-lg:bottom-auto sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
