import { CLASSIFICATIONS } from './landing-content.ts';

export function Classifications() {
  return (
    <section aria-labelledby="classes-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-500">PERSONNEL FILES</p>
        <h2 id="classes-heading" className="mt-2 font-display text-2xl font-bold text-bone sm:text-3xl">
          Crawler Classifications
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-sm text-ash">
          Every candidate arrives pre-screened, level 1 and legally expendable. Pick the profile that fits your
          portfolio.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CLASSIFICATIONS.map(({ name, tagline, body, icon: Icon }) => (
          <li
            key={name}
            className="stone-panel flex flex-col rounded-xl border border-rubble bg-gradient-to-b from-vault to-crypt p-5 sm:p-6"
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold-500/50 bg-abyss">
                <Icon aria-hidden className="size-6 text-gold-300" />
              </span>
              <div>
                <h3 className="font-display text-lg font-bold text-bone">{name}</h3>
                <p className="text-xs tracking-wider text-gold-500">{tagline}</p>
              </div>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-ash">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
