import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** A titled section that folds away on small screens ('Dungeon Map', 'Recent Events'). */
export function CollapsibleSection({ title, icon, defaultOpen = false, children }: { title: string; icon?: ReactNode; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="stone-panel min-w-0 rounded-xl border border-rubble bg-crypt/90">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left font-display text-base font-bold tracking-wide text-gold-300 hover:bg-vault/60 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
        <span className="flex items-center gap-2">
          {icon}
          {title}
        </span>
        <ChevronDown aria-hidden className={`size-5 text-ash transition-transform ${open ? 'rotate-180' : ''}`} />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-1 pb-1">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
