import { Backpack, ChevronRight, Sparkles } from 'lucide-react';
import type { Candidate } from '#contract/crawler.ts';
import { CANDIDATE_STAT_KEYS, type CandidateStatKey } from '#game/candidates.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CrawlerAvatar } from '../../components/crawler/crawler-avatar.tsx';

export const STAT_LABEL: Record<CandidateStatKey, string> = {
  might: 'Might',
  agility: 'Agility',
  endurance: 'Endurance',
  intellect: 'Intellect',
  charisma: 'Charisma',
  wisdom: 'Wisdom',
  health: 'Health',
  luck: 'Luck',
};

export function CandidateStats({ stats }: { stats: Candidate['stats'] }) {
  return (
    <dl className="grid grid-cols-4 gap-1 text-[10px] sm:gap-1.5 sm:text-[11px]">
      {CANDIDATE_STAT_KEYS.map((key) => (
        <div key={key} className="min-w-0 rounded border border-rubble bg-crypt/60 px-0.5 py-1 text-center">
          <dt className="truncate text-ash">{STAT_LABEL[key]}</dt>
          <dd className="font-mono text-sm font-semibold text-bone">{stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry of the 'Select Your Crawler' list: every field a candidate has. */
export function CandidateCard({ candidate, onChoose, buttonId }: { candidate: Candidate; onChoose: (c: Candidate) => void; buttonId: string }) {
  const headingId = `${buttonId}-name`;
  return (
    <li aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        <CrawlerAvatar name={candidate.name} serial={candidate.serial} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-display font-bold break-words text-bone">
            {candidate.name} <span className="font-mono text-xs font-normal whitespace-nowrap text-gold-300">[{candidate.serial}]</span>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge variant="gold">{candidate.className}</Badge>
            <Badge>Level {candidate.level}</Badge>
          </div>
        </div>
      </div>

      <div className="rounded-md border border-gold-500/30 bg-gold-900/20 p-2.5 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-gold-300">
          <Sparkles aria-hidden className="size-3.5" />
          {candidate.topAbility.name}
        </p>
        <p className="mt-0.5 text-xs text-bone/80">{candidate.topAbility.description}</p>
      </div>

      <p className="text-xs leading-relaxed text-ash">{candidate.background}</p>

      <CandidateStats stats={candidate.stats} />

      {candidate.competencies.length > 0 ? (
        <div>
          <p className="text-[11px] font-semibold tracking-wider text-ash uppercase">Competencies</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {candidate.competencies.map((competency) => (
              <li key={competency} className="rounded-full border border-rubble bg-vault px-2 py-0.5 text-[11px] text-bone">
                {competency}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {candidate.startingEquipment.length > 0 ? (
        <div>
          <p className="flex items-center gap-1 text-[11px] font-semibold tracking-wider text-ash uppercase">
            <Backpack aria-hidden className="size-3" />
            Starting Equipment
          </p>
          <ul className="mt-1 list-inside list-disc text-xs text-bone/85">
            {candidate.startingEquipment.map((item, index) => (
              <li key={`${item.key}-${index}`}>{item.name}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Button id={buttonId} variant="outline" size="sm" className="mt-auto w-full" onClick={() => onChoose(candidate)}>
        Choose {candidate.name}
        <ChevronRight aria-hidden />
      </Button>
    </li>
  );
}
