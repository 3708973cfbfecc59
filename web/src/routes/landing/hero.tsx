import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { BrandMark } from '../../components/layout/brand.tsx';

export function Hero({ statusBadge, children }: { statusBadge: ReactNode; children: ReactNode }) {
  return (
    <section className="relative overflow-hidden px-4 pt-12 pb-10 sm:px-6 sm:pt-20">
      {/* Torchlight behind the crest; decorative only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute top-0 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-gold-500/10 blur-3xl"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <BrandMark size="size-16 sm:size-20" />
        <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
          <Badge variant="gold">CRAWL TO FAME • SEASON 1</Badge>
          {statusBadge}
        </div>
        <h1 className="mt-6 font-display text-4xl leading-tight font-black tracking-wide text-bone sm:text-6xl">
          Sponsor the <span className="gold-text">Descent</span>
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-ash sm:text-lg">
          Found a micro-corporation, back a crawler and send them floor by floor into a dungeon shared with every other
          sponsor. Equip them, watch them, profit from them. If they die, so does your company.
        </p>
        <div className="mt-8 w-full max-w-xl">{children}</div>
      </div>
    </section>
  );
}
