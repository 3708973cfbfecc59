import { Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  PALETTE_LABEL,
  PALETTES,
  REDUCED_MOTION_CHOICES,
  REDUCED_MOTION_LABEL,
  type DisplaySettings,
  type DisplaySettingsView,
} from '#contract/display-settings.ts';
import { errorMessage } from '../../api/http.ts';
import { canvasPalette } from '../../canvas/palette.ts';
import { ErrorPanel, FormMessage } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useDevicePrefersReducedMotion, useDisplaySettingsQuery } from '../../state/display-settings.ts';
import { useDisplaySettingsChange } from './use-display-settings-change.ts';

/** Display settings: the palette and reduced motion, per account, kept on the server. */
export function DisplayCard() {
  const query = useDisplaySettingsQuery();
  const view = query.data;
  return (
    <Card aria-labelledby="display-heading" data-testid="display-card">
      <CardHeader>
        <CardTitle id="display-heading">
          <Eye aria-hidden className="size-5" />
          Display
          {view ? <Badge variant={view.customised ? 'live' : 'stone'}>{view.customised ? 'CUSTOM' : 'DEFAULT'}</Badge> : null}
        </CardTitle>
        <CardDescription>How the dungeon is drawn for you. Every mark has a shape as well as a colour; these follow your account to every browser.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading display settings..." className="py-6" />
        ) : query.isError ? (
          <ErrorPanel title="Unable to load display settings" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <DisplayForm view={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function DisplayForm({ view }: { view: DisplaySettingsView }) {
  const change = useDisplaySettingsChange();
  const device = useDevicePrefersReducedMotion();
  const current: DisplaySettings = { palette: view.palette, reducedMotion: view.reducedMotion };
  // While a change saves, the choice shows as made; a refusal puts the saved one back. Held in the
  // form's own state, set in the click's handler: the radio is checked in the same render as the
  // click (the mutation's pending state arrives a tick later, and the controlled radio flickered back).
  const [choosing, setChoosing] = useState<DisplaySettings | null>(null);
  const shown: DisplaySettings = choosing ?? current;
  const save = (next: DisplaySettings) => {
    setChoosing(next);
    change.mutate({ before: current, next }, { onSettled: () => setChoosing(null) });
  };

  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        legend="Palette"
        name="palette"
        value={shown.palette}
        choices={PALETTES.map((p) => ({ value: p, ...PALETTE_LABEL[p] }))}
        disabled={change.isPending}
        onChange={(palette) => save({ ...shown, palette })}
        swatch={(p) => <PaletteSwatch palette={p} />}
      />
      <ChoiceGroup
        legend="Reduced motion"
        name="reduced-motion"
        value={shown.reducedMotion}
        choices={REDUCED_MOTION_CHOICES.map((m) => ({
          value: m,
          ...REDUCED_MOTION_LABEL[m],
          hint: m === 'system' ? `${REDUCED_MOTION_LABEL[m].hint} Yours ${device ? 'asks for reduced motion' : 'does not'} right now.` : REDUCED_MOTION_LABEL[m].hint,
        }))}
        disabled={change.isPending}
        onChange={(reducedMotion) => save({ ...shown, reducedMotion })}
      />
      <div aria-live="polite" className="min-h-5 text-sm text-ash">
        {change.isPending ? <span>Saving...</span> : null}
      </div>
      {change.isError ? <FormMessage tone="error">{`Could not save: ${errorMessage(change.error)}`}</FormMessage> : null}
    </div>
  );
}

interface Choice<V extends string> {
  value: V;
  label: string;
  hint: string;
}

function ChoiceGroup<V extends string>({
  legend,
  name,
  value,
  choices,
  disabled,
  onChange,
  swatch,
}: {
  legend: string;
  name: string;
  value: V;
  choices: Choice<V>[];
  disabled: boolean;
  onChange: (value: V) => void;
  swatch?: (value: V) => ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={disabled || undefined}>
      <legend className="mb-1 text-sm font-semibold text-bone">{legend}</legend>
      {choices.map((c) => {
        const id = `${name}-${c.value}`;
        const checked = c.value === value;
        return (
          <label
            key={c.value}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300',
              checked ? 'border-gold-400/70 bg-gold-900/30' : 'border-rubble bg-abyss/40 hover:border-flagstone',
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={c.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(c.value)}
              aria-describedby={`${id}-hint`}
              className="mt-1 size-4 shrink-0 accent-gold-400"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center gap-2 text-sm font-semibold text-bone">
                {c.label}
                {swatch ? swatch(c.value) : null}
              </span>
              <span id={`${id}-hint`} className="text-xs text-ash">
                {c.hint}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Four dots of the palette's hostile, neutral, friendly and other-crawler colours. */
function PaletteSwatch({ palette }: { palette: DisplaySettings['palette'] }) {
  const p = canvasPalette(palette);
  return (
    <span aria-hidden className="flex gap-0.5">
      {[p.hostile, p.neutral, p.friendly, p.otherPlayer].map((c) => (
        <span key={c} className="size-2.5 rounded-full border border-abyss" style={{ backgroundColor: c }} />
      ))}
    </span>
  );
}
