import { ArrowDown, ArrowDownLeft, ArrowDownRight, ArrowLeft, ArrowRight, ArrowUp, ArrowUpLeft, ArrowUpRight } from 'lucide-react';
import type { ComponentType, PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import type { RoomActionContext, RoomActionName } from '../../../actions/room-actions.ts';
import type { ActionManager } from '../../../actions/manager.ts';

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

/** A tap from the keyboard (Enter/Space on a focused button) walks this long. */
const KEYBOARD_TAP_MS = 180;

/**
 * On-screen D-pad for touch screens (hidden from lg up, where the keyboard is assumed). Press and
 * hold to walk; every press goes through the same action dispatcher as the keys.
 */
export function TouchControls({ manager, context, disabled }: { manager: ActionManager<RoomActionContext, RoomActionName>; context: RoomActionContext; disabled: boolean }) {
  const press = (actions: MoveName[]) => actions.forEach((a) => manager.perform(a, context, 'press'));
  const release = (actions: MoveName[]) => actions.forEach((a) => manager.perform(a, context, 'release'));

  return (
    <div role="group" aria-label="Movement controls" className="mx-auto grid w-max touch-none grid-cols-3 gap-1.5 select-none lg:hidden">
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
              // detail 0: activated from the keyboard, not a pointer: a short step.
              if (e.detail !== 0) return;
              press(button.actions);
              window.setTimeout(() => release(button.actions), KEYBOARD_TAP_MS);
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
