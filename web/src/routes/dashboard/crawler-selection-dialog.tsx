import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Candidate } from '#contract/crawler.ts';
import { ErrorCode } from '#contract/error-codes.ts';
import type { SponsorshipKind } from '#game/vocabulary.ts';
import { createCrawler, createCrawlerBody, userStatusQueryKey } from '../../api/crawler-api.ts';
import { errorMessage, isApiError } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { cn } from '../../lib/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { effectiveSponsorship } from '../../components/crawler/sponsorship.ts';
import { candidatesQuery, useRefreshSponsorData, useUserStatus } from '../../state/crawlers.ts';
import { toastSuccess } from '../../toast/toast-store.ts';
import { CandidateCard } from './candidate-card.tsx';
import { SponsorConfirm } from './sponsor-confirm.tsx';

const chooseButtonId = (candidate: Candidate) => `choose-candidate-${candidate.id}`;

/**
 * 'Select Your Crawler': the candidate list, then a 'Sponsor {name}' confirmation with a Back
 * button. Both steps live in one Radix dialog, so focus stays trapped throughout; the
 * confirmation never runs without a chosen candidate, because its step only exists once one is chosen.
 */
export function CrawlerSelectionDialog({
  open,
  onOpenChange,
  returnFocusId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element focused after closing (the dialog has no Radix trigger to return to). */
  returnFocusId: string;
}) {
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [choice, setChoice] = useState<SponsorshipKind | null>(null);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const candidates = useQuery({ ...candidatesQuery, enabled: open });
  const status = useUserStatus();
  const queryClient = useQueryClient();
  const refreshSponsorData = useRefreshSponsorData();
  const sponsorship = effectiveSponsorship(choice, status.data);

  const create = useMutation({
    mutationFn: (candidate: Candidate) => createCrawler(createCrawlerBody(candidate, sponsorship)),
    onSuccess: async (crawler) => {
      toastSuccess(`${crawler.name} [${crawler.serial}] is now sponsored by your corporation.`);
      close();
      await refreshSponsorData();
    },
    onError: (error) => {
      // 'Failed to Create Crawler' is only logged; the dialog also says why (below).
      console.error('Failed to Create Crawler', error);
      if (isApiError(error) && error.code === ErrorCode.primarySponsorshipUsed) {
        setChoice('secondary');
        void queryClient.invalidateQueries({ queryKey: userStatusQueryKey });
      }
    },
  });

  // Move focus with the step: into the confirm title, and back to the candidate's own button.
  useEffect(() => {
    if (chosen) confirmTitle.current?.focus();
  }, [chosen]);
  useEffect(() => {
    if (!chosen && returnTo) document.getElementById(returnTo)?.focus();
  }, [chosen, returnTo]);

  function reset() {
    setChosen(null);
    setReturnTo(null);
    setChoice(null);
    create.reset();
  }

  function close() {
    reset();
    onOpenChange(false);
  }

  function choose(candidate: Candidate) {
    create.reset();
    setReturnTo(chooseButtonId(candidate));
    setChosen(candidate);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        className={cn('flex flex-col overflow-hidden p-0', chosen ? 'max-w-xl' : 'max-w-4xl')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusId)?.focus();
        }}
        onOpenAutoFocus={(event) => {
          // Start on the dialog itself rather than the first candidate's button, so screen readers hear the title.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {chosen ? (
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SponsorConfirm
              candidate={chosen}
              status={status.data}
              statusPending={status.isPending}
              sponsorship={sponsorship}
              onSponsorshipChange={setChoice}
              onBack={() => {
                create.reset();
                setChosen(null);
              }}
              onConfirm={() => create.mutate(chosen)}
              pending={create.isPending}
              error={create.error ? errorMessage(create.error) : null}
              titleRef={confirmTitle}
            />
          </div>
        ) : (
          <>
            <div className="border-b border-rubble p-5 pb-4 sm:p-6">
              <DialogTitle>Select Your Crawler</DialogTitle>
              <DialogDescription>
                Choose one of {candidates.data?.length ?? 30} candidates to sponsor. Review their stats, class and background before you commit.
              </DialogDescription>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-6">
              {candidates.isPending ? (
                <CandidateSkeletons />
              ) : candidates.error ? (
                <ErrorPanel title="Could not load candidates" message={errorMessage(candidates.error)} onRetry={() => void candidates.refetch()} />
              ) : candidates.data.length === 0 ? (
                <p className="rounded-lg border border-dashed border-rubble px-4 py-8 text-center text-sm text-ash">
                  No candidates are waiting right now. Try again later.
                </p>
              ) : (
                <ul aria-label="Crawler candidates" className="grid gap-3 md:grid-cols-2">
                  {candidates.data.map((candidate) => (
                    <CandidateCard key={candidate.id} candidate={candidate} buttonId={chooseButtonId(candidate)} onChoose={choose} />
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CandidateSkeletons() {
  return (
    <div role="status" aria-label="Loading candidates..." className="grid gap-3 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex animate-pulse flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-4">
          <div className="flex gap-3">
            <div className="size-12 rounded-lg bg-vault" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-2/3 rounded bg-vault" />
              <div className="h-3 w-1/3 rounded bg-vault" />
            </div>
          </div>
          <div className="h-12 rounded bg-vault" />
          <div className="h-16 rounded bg-vault" />
        </div>
      ))}
    </div>
  );
}
