import { ArrowDown, ArrowDownLeft, ArrowDownRight, ArrowLeft, ArrowRight, ArrowUp, ArrowUpLeft, ArrowUpRight, Crosshair, Shield, Swords } from 'lucide-react';
import { memo, type ComponentType, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';
import type { RoomActionContext, RoomActionName } from '../../../actions/room-actions.ts';
import type { ActionManager } from '../../../actions/manager.ts';
import { CooldownSweep, type CooldownState } from './combat-controls.tsx';

type MoveName = Extract<RoomActionName, 'moveNorth' | 'moveSouth' | 'moveWest' | 'moveEast'>;

interface PadButton {
  label: string;
  actions: MoveName[];
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** Eight buttons around an empty centre: diagonals hold two walking actions at once. */
const PAD: (PadButton | null)[] = [
  { label: 'Move north-west', actions: ['moveNorth', 'moveWest'], Icon: ArrowUpLeft },
  { label: 'Move north', actions: ['moveNorth'], Icon: ArrowUp },
  { label: 'Move north-east', actions: ['moveNorth', 'moveEast'], Icon: ArrowUpRight },
  { label: 'Move west', actions: ['moveWest'], Icon: ArrowLeft },
  null,
  { label: 'Move east', actions: ['moveEast'], Icon: ArrowRight },
  { label: 'Move south-west', actions: ['moveSouth', 'moveWest'], Icon: ArrowDownLeft },
  { label: 'Move south', actions: ['moveSouth'], Icon: ArrowDown },
  { label: 'Move south-east', actions: ['moveSouth', 'moveEast'], Icon: ArrowDownRight },
];

const FIGHT: { label: string; action: Extract<RoomActionName, 'attack' | 'cycleTarget' | 'dodge'>; Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; tone: string }[] = [
  { label: 'Attack', action: 'attack', Icon: Swords, tone: 'border-blood-500/70 bg-blood-950/70 text-blood-300 active:bg-blood-700' },
  { label: 'Target', action: 'cycleTarget', Icon: Crosshair, tone: 'border-gold-500/60 bg-gold-900/40 text-gold-200 active:bg-gold-900/80' },
  { label: 'Dodge', action: 'dodge', Icon: Shield, tone: 'border-sky-500/60 bg-sky-950/50 text-sky-300 active:bg-sky-900' },
];

/**
 * On-screen controls for touch screens (hidden from lg up, where the keyboard is assumed): the D-pad
 * (a tap walks one square, press and hold to walk on) and the fight's three buttons (attack, next target, dodge). Every press
 * goes through the same action dispatcher as the keys.
 */
export const TouchControls = memo(function TouchControls({
  manager,
  context,
  disabled,
  fightDisabled = disabled,
  cooldowns,
}: {
  manager: ActionManager<RoomActionContext, RoomActionName>;
  context: RoomActionContext;
  disabled: boolean;
  fightDisabled?: boolean;
  /** Shown on the Attack and Dodge buttons while they cool down. */
  cooldowns?: { attack: CooldownState; dodge: CooldownState };
}) {
  return (
    <div className="mx-auto flex w-max items-center gap-4 select-none lg:hidden">
      <MovePad manager={manager} context={context} disabled={disabled} />
      <div role="group" aria-label="Combat controls" className="grid touch-manipulation grid-cols-1 gap-1.5">
        {FIGHT.map(({ label, action, Icon, tone }) => (
          <button
            key={action}
            type="button"
            disabled={fightDisabled}
            onClick={() => manager.perform(action, context)}
            className={`relative flex h-12 w-20 items-center overflow-hidden justify-center gap-1.5 rounded-lg border text-xs font-bold focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-40 ${tone}`}
          >
            <Icon aria-hidden className="size-4" />
            {label}
            <CooldownSweep cooldown={action === 'attack' ? cooldowns?.attack : action === 'dodge' ? cooldowns?.dodge : undefined} />
          </button>
        ))}
      </div>
    </div>
  );
});

function MovePad({ manager, context, disabled }: { manager: ActionManager<RoomActionContext, RoomActionName>; context: RoomActionContext; disabled: boolean }) {
  const press = (actions: MoveName[]) => actions.forEach((a) => manager.perform(a, context, 'press'));
  const release = (actions: MoveName[]) => actions.forEach((a) => manager.perform(a, context, 'release'));

  return (
    <div role="group" aria-label="Movement controls" className="grid w-max touch-none grid-cols-3 gap-1.5">
      {PAD.map((button, i) =>
        button ? (
          <button
            key={button.label}
            type="button"
            aria-label={button.label}
            disabled={disabled}
            onPointerDown={(e: ReactPointerEvent<HTMLButtonElement>) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              press(button.actions);
            }}
            onPointerUp={() => release(button.actions)}
            onPointerCancel={() => release(button.actions)}
            onLostPointerCapture={() => release(button.actions)}
            onContextMenu={(e) => e.preventDefault()}
            onClick={(e: ReactMouseEvent<HTMLButtonElement>) => {
              // detail 0: activated from the keyboard, not a pointer: a tap, one square.
              if (e.detail !== 0) return;
              press(button.actions);
              release(button.actions);
            }}
            className="flex size-12 items-center justify-center rounded-lg border border-rubble bg-vault text-bone active:border-gold-400 active:bg-gold-900/60 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-40"
          >
            <button.Icon aria-hidden className="size-5" />
          </button>
        ) : (
          <span key={`centre-${i}`} aria-hidden className="size-12" />
        ),
      )}
    </div>
  );
}
