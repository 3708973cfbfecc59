import { memo } from 'react';
import { Link } from 'react-router';
import { Tooltip } from '../ui/tooltip.tsx';
import { cn } from '../../lib/cn.ts';
import { navIcons } from './nav-icons.ts';
import type { NavItem } from './nav-items.ts';

const itemClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none';

export const DesktopNav = memo(function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {items.map((item) => {
        const Icon = navIcons[item.key];
        if (item.to === null) {
          // A disabled link must stay focusable, or keyboard users never learn why it is disabled.
          return (
            <Tooltip key={item.key} content={item.disabledReason}>
              <span role="link" aria-disabled="true" tabIndex={0} className={cn(itemClass, 'cursor-not-allowed text-ash/50')}>
                <Icon aria-hidden className="size-4" />
                {item.label}
              </span>
            </Tooltip>
          );
        }
        return (
          <Link
            key={item.key}
            to={item.to}
            title={item.title}
            aria-current={item.active ? 'page' : undefined}
            className={cn(
              itemClass,
              item.active
                ? 'bg-gold-900/50 text-gold-300 shadow-[inset_0_-2px_0] shadow-gold-400'
                : 'text-ash hover:bg-vault hover:text-bone',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
});
