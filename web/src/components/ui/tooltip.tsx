import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

const DELAY_MS = 200;
const InsideProvider = createContext(false);

/**
 * Groups tooltips: within one provider, moving from one trigger to the next opens the next tooltip
 * at once. Not at the app root: Radix tooltip stays out of the landing bundle (the landing budget, docs/decisions/0028-first-load.md), so
 * the screens that have tooltips (the signed-in header, the debug bar) each wrap theirs.
 */
export function TooltipProvider({ delayDuration = DELAY_MS, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
    </InsideProvider.Provider>
  );
}

/**
 * Wraps a focusable trigger; the content is also exposed to assistive tech by Radix. Outside a
 * TooltipProvider it brings its own (same delay), so a tooltip never crashes a screen.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const grouped = useContext(InsideProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-md border border-rubble bg-vault px-3 py-1.5 text-xs text-bone shadow-lg"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-vault" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return grouped ? tooltip : <TooltipPrimitive.Provider delayDuration={DELAY_MS}>{tooltip}</TooltipPrimitive.Provider>;
}
