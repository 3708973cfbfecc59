import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { season } from './fixtures.ts';
import { ErrorScreen } from '#web/src/components/error-boundary.tsx';
import { FullPageLoading } from '#web/src/components/full-page-loading.tsx';
import { BrandLink } from '#web/src/components/layout/brand.tsx';
import { SiteFooter } from '#web/src/components/layout/site-footer.tsx';
import { SeasonStatusBadge } from '#web/src/components/season-status-badge.tsx';
import { ErrorPanel } from '#web/src/components/ui/alert.tsx';
import { Classifications } from '#web/src/routes/landing/classifications.tsx';
import { FeatureCards } from '#web/src/routes/landing/feature-cards.tsx';
import { Hero } from '#web/src/routes/landing/hero.tsx';
import { InfoLists } from '#web/src/routes/landing/info-lists.tsx';
import { LiabilityWaiver } from '#web/src/routes/landing/liability-waiver.tsx';
import { Registration } from '#web/src/routes/landing/registration.tsx';

// The landing page renders with cn() = clsx alone (tailwind-merge loads with the lazily loaded
// parts, web/src/lib/cn.ts). That is only right while none of its class lists holds two utilities
// that tailwind-merge would resolve: this renders every landing state and checks each element's
// classes come out of tailwind-merge unchanged. (This file runs before anything loads the merge.)

const render = (element: ReactElement) => renderToString(h(MemoryRouter, { initialEntries: ['/'] }, element));
const classLists = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

const registration = { isPending: false, error: null, onRetry: () => {} };
const LANDING_STATES: Record<string, ReactElement> = {
  'season loading': h(Hero, { statusBadge: h(SeasonStatusBadge, { season: undefined, isPending: true }), children: h(Registration, { ...registration, season: undefined, isPending: true }) }),
  'season live': h(Hero, { statusBadge: h(SeasonStatusBadge, { season: season('live'), isPending: false }), children: h(Registration, { ...registration, season: season('live') }) }),
  'season coming soon': h(Hero, { statusBadge: h(SeasonStatusBadge, { season: season('coming-soon'), isPending: false }), children: h(Registration, { ...registration, season: season('coming-soon') }) }),
  'no season': h(Hero, { statusBadge: h(SeasonStatusBadge, { season: null, isPending: false }), children: h(Registration, { ...registration, season: null }) }),
  'season error': h(Registration, { ...registration, season: undefined, error: new Error('503: down') }),
  'the rest of the page': h('div', null, h(FeatureCards), h(InfoLists), h(Classifications), h(LiabilityWaiver), h(SiteFooter), h(BrandLink, { wordmarkClassName: 'lg:max-xl:hidden' })),
  'app shell states': h('div', null, h(FullPageLoading), h(ErrorPanel, { title: 'Could not check your session', message: 'x', onRetry: () => {} }), h(ErrorScreen, { onTryAgain: () => {} })),
};

describe('landing page class lists without tailwind-merge', () => {
  for (const [state, element] of Object.entries(LANDING_STATES)) {
    it(`${state}: no element has classes tailwind-merge would drop`, () => {
      const lists = classLists(render(element));
      expect(lists.length).toBeGreaterThan(0);
      const conflicting = lists.filter((classes) => sorted(twMerge(classes)).join(" ") !== sorted(classes).join(" "));
      expect(conflicting.map((classes) => `${classes}  →  ${twMerge(classes)}`)).toEqual([]);
    });
  }
});
