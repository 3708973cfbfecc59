import { memo } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { navIcons } from './nav-icons.ts';
import type { NavItem } from './nav-items.ts';

const menuItemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-vault data-[highlighted]:text-bone data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/** Small screens: the nav items and Logout behind one labelled button. */
export const MobileMenu = memo(function MobileMenu({
  items,
  identity,
  onLogout,
}: {
  items: NavItem[];
  identity: string;
  onLogout: () => void;
}) {
  // Not modal: a modal menu hides the page from assistive tech (aria-hidden on #root) while its
  // links stay focusable (axe aria-hidden-focus). The menu still takes focus, closes on Escape and on
  // a press outside, and the page under it stays what it is.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Open navigation menu"
        className="inline-flex size-10 items-center justify-center rounded-md border border-rubble bg-vault text-bone hover:bg-rubble focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(18rem,calc(100vw-1rem))] rounded-lg border border-rubble bg-crypt p-1.5 text-ash shadow-2xl"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-ash">{identity}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-rubble" />
          {items.map((item) => {
            const Icon = navIcons[item.key];
            if (item.to === null) {
              return (
                <DropdownMenu.Item key={item.key} disabled className={cn(menuItemClass, 'items-start')}>
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span className="flex flex-col">
                    <span className="font-semibold">{item.label}</span>
                    <span className="text-xs">{item.disabledReason}</span>
                  </span>
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item key={item.key} asChild className={cn(menuItemClass, item.active && 'text-gold-300')}>
                <Link to={item.to} title={item.title} aria-current={item.active ? 'page' : undefined}>
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className="flex flex-col">
                    <span className="font-semibold">{item.label}</span>
                    <span className="text-xs text-ash">{item.title}</span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-rubble" />
          <DropdownMenu.Item onSelect={onLogout} className={cn(menuItemClass, 'text-blood-300')}>
            <LogOut aria-hidden className="size-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
