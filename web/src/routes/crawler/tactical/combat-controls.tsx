import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Hand, Shield, Sparkles, Swords } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import type { Item } from '#contract/crawler.ts';
import type { Hotbar, LoadoutView } from '#contract/loadout.ts';
import { COOLDOWN_MS, cooldownRemaining, weaponRangeUnits } from '#game/combat.ts';
import { HOTBAR_ACTION, isHotbarAction } from '#game/vocabulary.ts';
import { errorMessage } from '../../../api/http.ts';
import { equipItem, loadoutQueryKey, unequipSlot } from '../../../api/loadout-api.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../toast/toast-store.ts';

/** 'Ready' or '1.4s' (one decimal). */
export function cooldownText(msLeft: number): string {
  return msLeft <= 0 ? 'Ready' : `${(msLeft / 1000).toFixed(1)}s`;
}

/** Ticks while a cooldown runs, then rests. */
export function useCooldown(lastAt: number | null, cooldownMs: number): number {
  const [now, setNow] = useState(() => performance.now());
  // A fresh swing is newer than the last tick: count from it until the timer catches up.
  const left = cooldownRemaining(lastAt, cooldownMs, Math.max(now, lastAt ?? 0));
  useEffect(() => {
    if (lastAt === null) return;
    const timer = window.setInterval(() => {
      const t = performance.now();
      setNow(t);
      if (cooldownRemaining(lastAt, cooldownMs, t) <= 0) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [lastAt, cooldownMs]);
  return left;
}

/** A cooldown's state for a button: how long is left of how long. */
export interface CooldownState {
  msLeft: number;
  totalMs: number;
}

/**
 * A button's cooldown, shown without colour alone: a dark sweep that shrinks as it runs out, the
 * seconds left in figures, and the words 'cooling down' for a screen reader (static, so the name does
 * not change every tick). Renders nothing when ready. The button needs `relative overflow-hidden`.
 */
export function CooldownSweep({ cooldown }: { cooldown: CooldownState | undefined }) {
  if (!cooldown || cooldown.msLeft <= 0) return null;
  const share = Math.min(1, cooldown.msLeft / cooldown.totalMs);
  return (
    <>
      <span aria-hidden data-cooldown className="pointer-events-none absolute inset-x-0 bottom-0 bg-abyss/70" style={{ height: `${Math.round(share * 100)}%` }} />
      <span aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center font-mono text-xs font-bold text-bone">
        {(cooldown.msLeft / 1000).toFixed(1)}
      </span>
      <span className="sr-only"> (cooling down)</span>
    </>
  );
}

/** The weapon a loadout could switch to: the equipped one, else the first weapon carried. */
export function weaponChoice(loadout: LoadoutView | undefined): Item | null {
  if (!loadout) return null;
  const equipped = loadout.equipped.weapon;
  if (equipped?.weapon) return equipped;
  return loadout.inventory.find((i) => i.category === 'weapon' && i.weapon !== null) ?? null;
}

/**
 * Weapon buttons: the crawler's weapon and 'Unarmed', each with its reach; the wielded one is pressed.
 * Choosing the other equips or unequips it on the server (the loadout is the truth).
 */
export const WeaponButtons = memo(function WeaponButtons({ crawlerId, loadout, disabled }: { crawlerId: string; loadout: LoadoutView | undefined; disabled: boolean }) {
  const queryClient = useQueryClient();
  const weapon = weaponChoice(loadout);
  const wielding = loadout?.equipped.weapon?.weapon ? loadout.equipped.weapon : null;
  const change = useMutation({
    mutationFn: (next: Item | null) => (next ? equipItem(crawlerId, next.id) : unequipSlot(crawlerId, 'weapon')),
    onSuccess: (view, next) => {
      queryClient.setQueryData(loadoutQueryKey(crawlerId), view);
      // The live room keeps the weapon it loaded when the crawler walked in (server side).
      toast({ title: 'Weapon Changed', description: `${next ? `Now wielding ${next.name}` : 'Now fighting unarmed'}: in full effect from the next room you enter` });
    },
    onError: (error) => toast({ title: 'Weapon Change Failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const options: { key: string; label: string; range: number; item: Item | null }[] = [
    ...(weapon ? [{ key: `w-${weapon.id}`, label: weapon.name, range: weaponRangeUnits(weapon.weapon), item: weapon }] : []),
    { key: 'unarmed', label: 'Unarmed', range: weaponRangeUnits(null), item: null },
  ];
  return (
    <div role="group" aria-label="Weapons" className="flex flex-wrap gap-1.5">
      {options.map((o) => {
        const active = (o.item?.id ?? null) === (wielding?.id ?? null);
        return (
          <button
            key={o.key}
            type="button"
            aria-pressed={active}
            disabled={disabled || change.isPending || !loadout}
            onClick={() => {
              if (!active) change.mutate(o.item);
            }}
            className={cn(
              'flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-50',
              active ? 'border-gold-400 bg-gold-900/50 text-gold-200' : 'border-rubble bg-vault text-ash hover:text-bone',
            )}
          >
            {o.item ? <Swords aria-hidden className="size-3.5" /> : <Hand aria-hidden className="size-3.5" />}
            {o.label}
            <span className="font-mono text-[11px] font-normal">{o.range} units</span>
          </button>
        );
      })}
    </div>
  );
});

const HOTBAR_ICON = { basic_attack: Swords, defend: Shield, special: Sparkles } as const;

/**
 * The crawler's hotbar: its first visibleCount slots as buttons (green: visible in the tactical view).
 * `keyOf` names the key the account bound to a slot (its digit by default, null when unbound).
 */
export const HotbarButtons = memo(function HotbarButtons({
  slots,
  onUse,
  disabled,
  keyOf = (hotkey) => hotkey,
  cooldownOf,
}: {
  slots: Hotbar['slots'];
  onUse: (hotkey: string) => void;
  disabled: boolean;
  keyOf?: (hotkey: string) => string | null;
  /** The cooldown of what a slot does (Attack and Special swing, Defend dodges). */
  cooldownOf?: (actionId: string) => CooldownState | undefined;
}) {
  if (slots.length === 0) return null;
  return (
    <div role="group" aria-label="Hotbar" className="flex flex-wrap gap-1.5">
      {slots.map((slot) => {
        const action = isHotbarAction(slot.actionId) ? HOTBAR_ACTION[slot.actionId] : null;
        const Icon = isHotbarAction(slot.actionId) ? HOTBAR_ICON[slot.actionId] : Swords;
        const name = action?.name ?? slot.actionId;
        const key = keyOf(slot.hotkey);
        return (
          <button
            key={slot.id}
            type="button"
            disabled={disabled}
            onClick={() => onUse(slot.hotkey)}
            aria-keyshortcuts={key ?? undefined}
            className="relative flex h-11 min-w-11 flex-col overflow-hidden items-center justify-center rounded-md border border-moss-500/70 bg-moss-500/15 px-2 text-moss-400 transition-colors hover:bg-moss-500/25 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-45"
          >
            <Icon aria-hidden className="size-4" />
            <span className="text-[10px] font-semibold text-bone">{name}</span>
            {/* Named by what it shows ("Basic Attack (key 1)"), so a voice user can say what they see. */}
            {key ? (
              <>
                <span className="sr-only"> (key </span>
                <kbd className="absolute top-0.5 right-1 font-mono text-[9px] text-ash">{key}</kbd>
                <span className="sr-only">)</span>
              </>
            ) : null}
            <CooldownSweep cooldown={cooldownOf?.(slot.actionId)} />
          </button>
        );
      })}
    </div>
  );
});

export const ATTACK_COOLDOWN_MS = COOLDOWN_MS.ROOM_VIEW_ATTACK;
