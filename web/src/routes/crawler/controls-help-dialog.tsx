import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { defaultKeyBindings } from '#contract/key-bindings.ts';
import { FIRST_VISIT_TIPS, keyboardControlsHelp, TOUCH_CONTROLS_HELP } from '../../actions/controls-help.ts';
import { GAME_SCOPE_ATTRIBUTE } from '../../actions/manager.ts';
import { fetchOnboarding, markControlsHelpSeen, onboardingQueryKey } from '../../api/onboarding-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { useKeyBindings } from '../../state/key-bindings.ts';
import { useMediaQuery } from './use-layout-hooks.ts';

/** A touch screen without a fine pointer: the help describes the D-pad and tapping. */
const TOUCH_QUERY = '(pointer: coarse)';

/**
 * The first visit's controls help on the crawler page: shown once per account (the server remembers
 * the dismissal, so another browser does not show it again). A modal dialog: focus stays inside,
 * Escape, the close button and "Got it" all dismiss it, and the room's keys do nothing while it is open.
 */
export const ControlsHelpDialog = memo(function ControlsHelpDialog() {
  const queryClient = useQueryClient();
  const onboarding = useQuery({ queryKey: onboardingQueryKey, queryFn: ({ signal }) => fetchOnboarding(signal), staleTime: Infinity });
  const keys = useKeyBindings();
  const touch = useMediaQuery(TOUCH_QUERY);
  const [dismissed, setDismissed] = useState(false);
  const seen = useMutation({ mutationFn: markControlsHelpSeen, onSuccess: (view) => queryClient.setQueryData(onboardingQueryKey, view) });

  // The keys named are the account's own: wait for them (the defaults if they cannot be read).
  const bindings = keys.data?.bindings ?? (keys.isError ? defaultKeyBindings() : null);
  const open = onboarding.data?.controlsHelpSeen === false && bindings !== null && !dismissed;
  if (!open) return null;

  const lines = touch ? TOUCH_CONTROLS_HELP : keyboardControlsHelp(bindings);
  const dismiss = () => {
    setDismissed(true);
    seen.mutate();
    // The dialog unmounts with nothing to hand focus back to: give it to the room, so the next key
    // is the game's (a Space on the bare page would scroll it away from the room).
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) document.querySelector<HTMLElement>(`[${GAME_SCOPE_ATTRIBUTE}]`)?.focus({ preventScroll: true });
    });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && dismiss()}>
      <DialogContent>
        <DialogTitle>Controls</DialogTitle>
        <DialogDescription>{touch ? 'How to play on a touch screen.' : 'How to play with the keyboard and mouse.'}</DialogDescription>
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
          {lines.map((line) => (
            <div key={line.what} className="contents">
              <dt className="font-semibold text-gold-200">{line.what}</dt>
              <dd className="mb-1 text-bone sm:mb-0">{line.how}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ash">
          {FIRST_VISIT_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
});
