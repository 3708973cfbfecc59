import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PALETTE_LABEL, REDUCED_MOTION_LABEL, type DisplaySettings, type DisplaySettingsView } from '#contract/display-settings.ts';
import { displaySettingsQueryKey, saveDisplaySettings } from '../../api/display-settings-api.ts';
import { toastSuccess } from '../../toast/toast-store.ts';

/** What the toast says a change did. */
export function changeSummary(before: DisplaySettings, after: DisplaySettings): string {
  if (before.palette !== after.palette) return `Palette: ${PALETTE_LABEL[after.palette].label}.`;
  if (before.reducedMotion !== after.reducedMotion) return `Motion: ${REDUCED_MOTION_LABEL[after.reducedMotion].label}.`;
  return 'Display settings saved.';
}

/**
 * The Display card's change: the whole settings object, answered with the whole view, which replaces
 * the cached copy every screen reads (so the palette and motion change at once, everywhere). A failed
 * save leaves the cache alone; the card shows the server's sentence.
 */
export function useDisplaySettingsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['display-settings-change'],
    mutationFn: ({ next }: { before: DisplaySettings; next: DisplaySettings }) => saveDisplaySettings(next),
    onSuccess: (view: DisplaySettingsView, { before, next }) => {
      queryClient.setQueryData(displaySettingsQueryKey, view);
      toastSuccess(changeSummary(before, next));
    },
    onError: (error) => console.error('Display settings change refused', error),
  });
}
