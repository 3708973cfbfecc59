import { Keyboard, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BINDABLE_ACTIONS, isBindableKey, KEY_ACTIONS, keyLabel, normaliseKey, type BindableAction, type KeyBindings } from '#contract/key-bindings.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel, FormMessage } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useKeyBindings } from '../../state/key-bindings.ts';
import { useKeyBindingChanges } from './use-key-binding-changes.ts';

/** The tactical room's keys, remapped per account and kept on the server. */
export function ControlsCard() {
  const query = useKeyBindings();
  const view = query.data;
  return (
    <Card aria-labelledby="controls-heading" className="md:col-span-2">
      <CardHeader>
        <CardTitle id="controls-heading">
          <Keyboard aria-hidden className="size-5" />
          Controls
          {view ? <Badge variant={view.customised ? 'live' : 'stone'}>{view.customised ? 'CUSTOM' : 'DEFAULT'}</Badge> : null}
        </CardTitle>
        <CardDescription>The keys of the tactical room. They follow your account to every browser.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading controls..." className="py-6" />
        ) : query.isError ? (
          <ErrorPanel title="Unable to load controls" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <BindingsEditor bindings={query.data.bindings} />
        )}
      </CardContent>
    </Card>
  );
}

function BindingsEditor({ bindings }: { bindings: KeyBindings }) {
  const { change, reset, busy } = useKeyBindingChanges();
  const [listening, setListening] = useState<BindableAction | null>(null);
  const [refused, setRefused] = useState<{ action: BindableAction; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  const stopListening = (action: BindableAction) => {
    setListening(null);
    // Back to the row's Change button, so the keyboard user carries on where they were.
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>(`button[data-change="${action}"]`)?.focus());
  };

  useEffect(() => {
    if (!listening) return;
    const action = listening;
    const onKey = (event: KeyboardEvent) => {
      // The next key press is the proposal: nothing else on the page sees it.
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') return stopListening(action);
      if (!isBindableKey(event.key)) return; // Shift, Control...: wait for the real key
      const key = normaliseKey(event.key);
      stopListening(action);
      setRefused(null);
      change.mutate(
        { bindings, change: { action, key } },
        { onError: (error) => setRefused({ action, message: errorMessage(error) }) },
      );
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [listening, bindings, change]);

  return (
    <div className="flex flex-col gap-4">
      <ul ref={list} className="grid gap-x-6 gap-y-1 sm:grid-cols-2" aria-label="Key bindings">
        {BINDABLE_ACTIONS.map((action) => (
          <BindingRow
            key={action}
            action={action}
            keys={bindings[action]}
            listening={listening === action}
            refusal={refused?.action === action ? refused.message : null}
            disabled={busy || (listening !== null && listening !== action)}
            onChange={() => {
              setRefused(null);
              setListening(action);
            }}
            onCancel={() => stopListening(action)}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={busy || listening !== null}>
          <RotateCcw aria-hidden />
          Reset to defaults
        </Button>
        {change.isPending ? <span role="status" className="text-sm text-ash">Saving...</span> : null}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>Reset controls?</DialogTitle>
          <DialogDescription>Every action goes back to its default keys, on every browser you use.</DialogDescription>
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={reset.isPending}
              onClick={() => {
                setRefused(null);
                reset.mutate(undefined, { onSettled: () => setConfirming(false) });
              }}
            >
              {reset.isPending ? 'Resetting...' : 'Reset'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface RowProps {
  action: BindableAction;
  keys: readonly string[];
  listening: boolean;
  refusal: string | null;
  disabled: boolean;
  onChange: () => void;
  onCancel: () => void;
}

function BindingRow({ action, keys, listening, refusal, disabled, onChange, onCancel }: RowProps) {
  const label = KEY_ACTIONS[action].label;
  const prompt = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (listening) prompt.current?.focus();
  }, [listening]);
  return (
    <li className="flex flex-col gap-1 border-b border-rubble/50 py-2" data-action={action}>
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-bone">{label}</span>
        <div className="flex items-center gap-2">
          {listening ? (
            <>
              <p ref={prompt} tabIndex={-1} role="status" className="rounded-md px-2 text-sm text-gold-200 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
                Press a key… <span className="text-ash">(Escape cancels)</span>
              </p>
              <Button variant="ghost" size="sm" onClick={onCancel} aria-label={`Cancel changing ${label}`}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <span className="flex gap-1" aria-label={`${label} keys`}>
                {keys.length === 0 ? <span className="text-xs text-ash">Not bound</span> : null}
                {keys.map((k) => (
                  <kbd key={k} className="rounded border border-flagstone bg-vault px-1.5 py-0.5 font-mono text-xs text-bone">
                    {keyLabel(k)}
                  </kbd>
                ))}
              </span>
              {/* aria-disabled, not disabled: focus comes back here while the change saves, and a disabled button drops it. */}
              <Button
                data-change={action}
                variant="secondary"
                size="sm"
                onClick={() => !disabled && onChange()}
                aria-disabled={disabled || undefined}
                aria-label={`Change ${label}`}
              >
                Change
              </Button>
            </>
          )}
        </div>
      </div>
      {refusal ? <FormMessage tone="error">{refusal}</FormMessage> : null}
    </li>
  );
}
