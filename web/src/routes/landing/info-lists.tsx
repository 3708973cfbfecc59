import { ChevronRight } from 'lucide-react';
import { INFO_LISTS } from './landing-content.ts';

export function InfoLists() {
  return (
    <section className="mx-auto grid max-w-6xl gap-4 px-4 sm:px-6 md:grid-cols-2">
      {INFO_LISTS.map((list) => (
        <div key={list.title} className="stone-panel rounded-xl border border-rubble bg-crypt/70 p-5 sm:p-6">
          <h2 className="font-display text-lg font-bold tracking-wide text-gold-300">{list.title}</h2>
          <ul className="mt-4 space-y-3">
            {list.items.map((item) => (
              <li key={item} className="flex gap-2 text-sm leading-relaxed text-bone/85">
                <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-500" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
