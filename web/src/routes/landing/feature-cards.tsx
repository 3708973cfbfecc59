import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FEATURES } from './landing-content.ts';

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="features-heading" className="sr-only">
        What sponsors get
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ title, body, icon: Icon }) => (
          <Card key={title} className="transition-colors hover:border-gold-500/50">
            <CardHeader>
              <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg border border-gold-500/40 bg-gold-900/40">
                <Icon aria-hidden className="size-6 text-gold-300" />
              </span>
              <CardTitle as="h3">{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-relaxed text-ash">{body}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
