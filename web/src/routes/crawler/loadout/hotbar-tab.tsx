import { CircleAlert, CircleCheck, Eye, EyeOff, Keyboard, LoaderCircle, Plus, RotateCcw, Trash2 } from 'lucide-react';
import type { Hotbar, HotbarSlot } from '#contract/loadout.ts';
import { HOTBAR } from '#game/constants.ts';
import { HOTBAR_ACTION } from '#game/vocabulary.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  ACTION_IDS,
  addSlot,
  canAddSlot,
  canDeleteSlot,
  changeAction,
  deleteSlot,
  resetHotbar,
  setVisibleCount,
  slotViews,
  visibleSlots,
} from './hotbar-config.ts';
import { useHotbarSync, type HotbarSaveState } from './use-hotbar-sync.ts';

export const HOTBAR_HELP = [
  'Use the WASD keys or touch to move your character.',
  'Green slots are visible in the tactical view; the rest are hidden until you raise the maximum.',
  'Drag-and-drop reordering is coming soon.',
] as const;

/**
 * Hotbar configurator. State changes come from the pure hotbar-config module; every change is
 * saved to the server (debounced) and its visible slots are reported to the parent.
 */
export function HotbarTab({
  crawlerId,
  initial,
  onVisibleSlotsChange,
}: {
  crawlerId: string;
  initial: Hotbar;
  onVisibleSlotsChange: (slots: HotbarSlot[]) => void;
}) {
  const { hotbar, update, saveState, saveError, retry } = useHotbarSync(crawlerId, initial);
  const views = slotViews(hotbar);

  const change = (transition: (current: Hotbar) => Hotbar) => {
    const next = update(transition);
    if (next) onVisibleSlotsChange(visibleSlots(next));
  };

  return (
    <Card aria-labelledby="hotbar-heading">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle as="h3" id="hotbar-heading">
            <Keyboard aria-hidden className="size-5" />
            Hotbar
          </CardTitle>
          <CardDescription>
            {hotbar.slots.length} of {HOTBAR.maxSlots} slots, {Math.min(hotbar.visibleCount, hotbar.slots.length)} visible.
          </CardDescription>
        </div>
        <SaveIndicator state={saveState} error={saveError} onRetry={retry} />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ol aria-label="Hotbar slots" className="flex flex-col gap-2">
          {views.map((slot) => (
            <li
              key={slot.id}
              className={cn(
                'flex items-center gap-2 rounded-lg border p-2.5',
                slot.visible ? 'border-moss-500/60 bg-moss-500/10' : 'border-dashed border-flagstone bg-abyss/40',
              )}
            >
              <kbd
                aria-label={`Hotkey ${slot.hotkey}`}
                className="flex size-9 shrink-0 items-center justify-center rounded-md border border-flagstone bg-vault font-mono text-base font-bold text-gold-300"
              >
                {slot.hotkey}
              </kbd>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2">
                <div className="min-w-0 sm:flex-1">
                  <Select value={slot.actionId} onValueChange={(value) => change((current) => changeAction(current, slot.id, value))}>
                    <SelectTrigger aria-label={`Action for hotkey ${slot.hotkey}`}>
                      <SelectValue>{slot.actionName}</SelectValue>
                    </SelectTrigger>
                    <SelectContent>
                      {ACTION_IDS.map((actionId) => (
                        <SelectItem key={actionId} value={actionId}>
                          {HOTBAR_ACTION[actionId].name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant={slot.actionType === 'attack' ? 'destructive' : 'stone'}>{slot.actionType === 'attack' ? 'Attack' : 'Ability'}</Badge>
                  {slot.visible ? (
                    <Badge variant="live">
                      <Eye aria-hidden className="size-3" />
                      Visible
                    </Badge>
                  ) : (
                    <Badge>
                      <EyeOff aria-hidden className="size-3" />
                      Hidden
                    </Badge>
                  )}
                </div>
              </div>
              <Button
                size="icon"
                variant="ghost"
                className="size-9"
                aria-label={`Delete slot ${slot.hotkey} (${slot.actionName})`}
                disabled={!canDeleteSlot(hotbar)}
                onClick={() => change((current) => deleteSlot(current, slot.id))}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!canAddSlot(hotbar)} onClick={() => change(addSlot)}>
            <Plus aria-hidden />
            Add Slot
          </Button>
          <Button variant="ghost" onClick={() => change(() => resetHotbar())}>
            <RotateCcw aria-hidden />
            Reset
          </Button>
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-semibold text-bone">
              Maximum visible slots
            </span>
            <span className="font-mono text-gold-300">{hotbar.visibleCount}</span>
          </div>
          <Slider
            min={HOTBAR.minSlots}
            max={HOTBAR.maxSlots}
            step={1}
            value={[hotbar.visibleCount]}
            thumbLabel="Maximum visible slots"
            onValueChange={([value]) => value !== undefined && change((current) => setVisibleCount(current, value))}
          />
          <div aria-hidden className="flex justify-between text-[11px] text-ash">
            <span>{HOTBAR.minSlots}</span>
            <span>{HOTBAR.maxSlots}</span>
          </div>
        </div>

        <ul className="flex flex-col gap-1 rounded-lg border border-rubble bg-abyss/40 p-3 text-xs text-ash">
          {HOTBAR_HELP.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SaveIndicator({ state, error, onRetry }: { state: HotbarSaveState; error: string | null; onRetry: () => void }) {
  if (state === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-xs text-blood-300">
        <CircleAlert aria-hidden className="size-4" />
        <span>Not saved{error ? `: ${error}` : ''}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs text-ash">
      {state === 'saved' ? (
        <>
          <CircleCheck aria-hidden className="size-4 text-moss-400" />
          Saved
        </>
      ) : (
        <>
          <LoaderCircle aria-hidden className="size-4 animate-spin text-gold-400" />
          Saving...
        </>
      )}
    </p>
  );
}
