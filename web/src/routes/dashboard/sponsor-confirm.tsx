import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import type { Candidate, UserStatus } from '#contract/crawler.ts';
import type { SponsorshipKind } from '#game/vocabulary.ts';
import { FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { CrawlerAvatar } from '../../components/crawler/crawler-avatar.tsx';
import { sponsorshipOptions } from '../../components/crawler/sponsorship.ts';
import { cn } from '../../lib/cn.ts';
import { CandidateStats } from './candidate-card.tsx';

export interface SponsorConfirmProps {
  candidate: Candidate;
  status: UserStatus | undefined;
  statusPending: boolean;
  sponsorship: SponsorshipKind;
  onSponsorshipChange: (kind: SponsorshipKind) => void;
  onBack: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** Confirm step: 'Sponsor {name}', the sponsorship kind, Back and confirm. */
export function SponsorConfirm(props: SponsorConfirmProps) {
  const { candidate, status, statusPending, sponsorship, onSponsorshipChange, onBack, onConfirm, pending, error, titleRef } = props;
  const options = sponsorshipOptions(status);

  return (
    <div className="flex flex-col gap-4 p-6">
      <div>
        <DialogTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">
          Sponsor {candidate.name}
        </DialogTitle>
        <DialogDescription>
          Confirm the crawler your corporation will back. Death in the dungeon is permanent.
        </DialogDescription>
      </div>

      <div className="flex items-center gap-3 rounded-lg border border-rubble bg-abyss/50 p-3">
        <CrawlerAvatar name={candidate.name} serial={candidate.serial} className="size-12" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-bone">
            {candidate.name} <span className="font-mono text-xs whitespace-nowrap text-gold-300">[{candidate.serial}]</span>
          </p>
          <p className="text-xs text-ash">
            {candidate.className} • Level {candidate.level} • {candidate.topAbility.name}
          </p>
        </div>
      </div>
      <CandidateStats stats={candidate.stats} />

      <fieldset className="flex flex-col gap-2" disabled={pending}>
        <legend className="mb-2 text-xs font-semibold tracking-wider text-ash uppercase">Sponsorship</legend>
        {options.map((option) => {
          const id = `sponsorship-${option.kind}`;
          const checked = sponsorship === option.kind;
          return (
            <label
              key={option.kind}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300',
                checked ? 'border-gold-400 bg-gold-900/30' : 'border-rubble bg-abyss/40 hover:border-flagstone',
                !option.available && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                id={id}
                type="radio"
                name="sponsorship"
                value={option.kind}
                checked={checked}
                disabled={!option.available}
                onChange={() => onSponsorshipChange(option.kind)}
                aria-describedby={`${id}-summary`}
                className="mt-1 size-4 accent-gold-400"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-bone">
                  {option.label}
                  {option.kind === 'primary' && statusPending ? <span className="ml-2 text-xs font-normal text-ash">Checking availability...</span> : null}
                </span>
                <span id={`${id}-summary`} className="block text-xs text-ash">
                  {option.summary}
                  {option.reason ? <span className="mt-1 block text-ember-400">{option.reason}</span> : null}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {error ? <FormMessage tone="error">{error}</FormMessage> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending}>
          <ShieldCheck aria-hidden />
          {pending ? 'Sponsoring...' : `Confirm ${sponsorship === 'primary' ? 'Primary' : 'Secondary'} Sponsorship`}
        </Button>
      </div>
    </div>
  );
}
