import { Skull } from 'lucide-react';

/** The waiver stating that death is permanent. */
export function LiabilityWaiver() {
  return (
    <section aria-labelledby="waiver-heading" className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="rounded-xl border-2 border-dashed border-blood-500/60 bg-blood-950/40 p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <Skull aria-hidden className="size-8 shrink-0 text-blood-300" />
          <h2 id="waiver-heading" className="font-display text-xl font-bold tracking-wide text-blood-300 sm:text-2xl">
            Liability Waiver
          </h2>
        </div>
        <p className="mt-4 text-base font-semibold text-bone">
          Death is permanent. A crawler that dies in the dungeon stays dead.
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-bone/80">
          <li>A fallen crawler cannot be revived, refunded, recalled or respawned.</li>
          <li>Everything the crawler carried at the moment of death is forfeit.</li>
          <li>On the death of your crawler your corporation is declared bankrupt and starts over.</li>
          <li>The sponsoring corporation accepts no liability for lost limbs, lost loot or lost dignity.</li>
        </ul>
        <p className="mt-4 text-xs text-ash">By registering, you acknowledge these terms on behalf of your corporation.</p>
      </div>
    </section>
  );
}
