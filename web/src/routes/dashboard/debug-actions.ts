import { User } from '#contract/auth.ts';
import { applyEyesOfDebug, regenerateRoom } from '../../api/crawler-api.ts';
import { apiRequest, isApiError } from '../../api/http.ts';
import { toast, toastSuccess } from '../../toast/toast-store.ts';

// The debug bar's actions. Each one reports through a toast and resolves true when it
// changed something the dashboard shows; failures carry the spec's exact titles and descriptions.

export const DEBUG_TOASTS = {
  regenerateFailed: { title: 'Regeneration Failed', description: 'Could not regenerate room' },
  scanFailed: { title: 'Enhanced Scan Failed', description: 'Unable to activate enhanced scan' },
  authTestBadToken: { title: 'Authentication Test', description: 'Token may not be working properly' },
  authTestFailed: { title: 'Authentication Test', description: 'Could not test token' },
} as const;

export async function regenerateRoomAction(roomId: number): Promise<boolean> {
  try {
    const result = await regenerateRoom(roomId);
    toastSuccess(`Room regenerated: ${result.entitiesCount} entities placed, ${result.clearedGroundItems} ground items cleared.`);
    return true;
  } catch (error) {
    console.error('Room regeneration failed', error);
    toast({ ...DEBUG_TOASTS.regenerateFailed, variant: 'destructive' });
    return false;
  }
}

export async function eyesOfDebugAction(crawlerId: number): Promise<boolean> {
  try {
    const result = await applyEyesOfDebug(crawlerId);
    if (!result.success) {
      // Not a failure of the call: the server declined (e.g. the effect is already active) and says why.
      toast({ title: "Eyes of D'Bug", description: result.message || result.error || DEBUG_TOASTS.scanFailed.description });
      return false;
    }
    toastSuccess(result.message);
    return true;
  } catch (error) {
    console.error('Enhanced scan failed', error);
    toast({ ...DEBUG_TOASTS.scanFailed, variant: 'destructive' });
    return false;
  }
}

/** GET /api/auth/user with the stored token, as a check that the token still works. */
export async function testAuthTokenAction(): Promise<void> {
  try {
    const user = await apiRequest('GET', '/api/auth/user', { schema: User });
    toastSuccess(`Token is working: signed in as ${user.email || 'Anonymous'}.`);
  } catch (error) {
    console.error('Auth token test failed', error);
    const reply = isApiError(error) ? DEBUG_TOASTS.authTestBadToken : DEBUG_TOASTS.authTestFailed;
    toast({ ...reply, variant: 'destructive' });
  }
}
