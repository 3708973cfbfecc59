import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * A titled section that folds away on small screens ('Dungeon Map', 'Recent Events'): a disclosure
 * button (aria-expanded, aria-controls) over a region that is hidden, its content not rendered,
 * while closed, as Radix Collapsible renders it. Written out rather than Radix's because Radix
 * measures the content's size when it mounts (for height animations this section does not have)
 * and its presence check reads the computed style: on the crawler page's first load on a phone
 * each forced a style and layout of the whole page in the panels' commit.
 */
export function CollapsibleSection({ title, icon, defaultOpen = false, children }: { title: string; icon?: ReactNode; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className="stone-panel min-w-0 rounded-xl border border-rubble bg-crypt/90">
      <button
        type="button"
        aria-controls={contentId}
        aria-expanded={open}
        data-state={state}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left font-display text-base font-bold tracking-wide text-gold-300 hover:bg-vault/60 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
      >
        <span className="flex items-center gap-2">
          {icon}
          {title}
        </span>
        <ChevronDown aria-hidden className={`size-5 text-ash transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={contentId} data-state={state} hidden={!open} className="px-1 pb-1">
        {open ? children : null}
      </div>
    </div>
  );
}
