import { useQueryClient } from '@tanstack/react-query';
import { Bug, Eye, KeyRound, LogIn, RefreshCcw } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Crawler } from '#contract/crawler.ts';
import { crawlersQueryKey } from '../../api/crawler-api.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { toastSuccess } from '../../toast/toast-store.ts';
import { eyesOfDebugAction, regenerateRoomAction, testAuthTokenAction } from './debug-actions.ts';

export const NEEDS_ACTIVE_CRAWLER = 'Needs an active crawler - sponsor or revive one first';
export const NEEDS_ROOM = 'The active crawler is not in a room yet';
const LOADING_CRAWLERS = 'Loading crawlers...';

type Busy = 'regenerate' | 'scan' | 'token' | 'login' | null;

/**
 * Debug control bar, fixed at the bottom of the dashboard in development mode. It pads the page
 * by its own height so nothing ends up hidden behind it.
 */
export function DebugBar({ activeCrawler, crawlersPending }: { activeCrawler: Crawler | null; crawlersPending: boolean }) {
  const { devLogin, user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const bar = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const body = document.body;
    const root = document.documentElement;
    const previous = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
      // Toasts read this to rise above the bar.
      root.style.setProperty('--fixed-bottom-bar-height', `${element.offsetHeight}px`);
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
      root.style.removeProperty('--fixed-bottom-bar-height');
    };
  }, []);

  async function run(kind: Exclude<Busy, null>, action: () => Promise<unknown>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const roomId = activeCrawler?.currentRoomId ?? null;
  const crawlerReason = activeCrawler ? null : crawlersPending ? LOADING_CRAWLERS : NEEDS_ACTIVE_CRAWLER;
  const roomReason = crawlerReason ?? (roomId === null ? NEEDS_ROOM : null);

  return (
    <div
      ref={bar}
      role="region"
      aria-label="Debug controls"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ember-400/40 bg-abyss/95 backdrop-blur supports-[backdrop-filter]:bg-abyss/85"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:px-6">
        <p className="flex min-w-0 items-center gap-2 text-xs text-ember-400">
          <Bug aria-hidden className="size-4 shrink-0" />
          <span className="font-semibold tracking-wider uppercase">Debug</span>
          <span className="truncate text-ash">
            {activeCrawler ? `${activeCrawler.name} [${activeCrawler.serial}]` : crawlersPending ? LOADING_CRAWLERS : 'No active crawler'}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-2 sm:ml-auto sm:flex sm:flex-wrap">
          <DebugButton
            reason={roomReason}
            busy={busy === 'regenerate'}
            disabled={busy !== null}
            icon={<RefreshCcw aria-hidden />}
            onClick={() =>
              roomId !== null &&
              void run('regenerate', async () => {
                if (await regenerateRoomAction(roomId)) await queryClient.invalidateQueries({ queryKey: ['crawler'] });
              })
            }
          >
            Regenerate Room
          </DebugButton>
          <DebugButton
            reason={crawlerReason}
            busy={busy === 'scan'}
            disabled={busy !== null}
            icon={<Eye aria-hidden />}
            onClick={() =>
              activeCrawler &&
              void run('scan', async () => {
                if (await eyesOfDebugAction(activeCrawler.id)) await queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
              })
            }
          >
            Eyes of D'Bug
          </DebugButton>
          <DebugButton reason={null} busy={busy === 'token'} disabled={busy !== null} icon={<KeyRound aria-hidden />} onClick={() => void run('token', testAuthTokenAction)}>
            Test Auth Token
          </DebugButton>
          <DebugButton
            reason={null}
            busy={busy === 'login'}
            disabled={busy !== null}
            icon={<LogIn aria-hidden />}
            onClick={() =>
              void run('login', async () => {
                // devLogin toasts 'Dev login failed: {message}' itself.
                if (await devLogin(user?.email ?? undefined)) {
                  toastSuccess('Dev login refreshed.');
                  await queryClient.invalidateQueries();
                }
              })
            }
          >
            Dev Login
          </DebugButton>
        </div>
      </div>
    </div>
  );
}

function DebugButton({
  reason,
  busy,
  disabled,
  icon,
  onClick,
  children,
}: {
  reason: string | null;
  busy: boolean;
  disabled: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: string;
}) {
  if (reason) {
    // A disabled button gets no pointer or focus events; the wrapper keeps the reason reachable.
    return (
      <Tooltip content={reason}>
        <span role="button" aria-disabled="true" tabIndex={0} aria-label={`${children} (unavailable: ${reason})`} className="inline-flex rounded-md">
          <Button size="sm" disabled className="w-full" tabIndex={-1} aria-hidden>
            {icon}
            {children}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button size="sm" disabled={disabled} aria-busy={busy} onClick={onClick}>
      {icon}
      {busy ? 'Working...' : children}
    </Button>
  );
}
