import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/auth.ts';
import type { Season } from '#contract/season.ts';
import { season } from './fixtures.ts';
import { ErrorScreen } from '#web/src/components/error-boundary.tsx';
import { AppHeader } from '#web/src/components/layout/app-header.tsx';
import { SeasonStatusBadge } from '#web/src/components/season-status-badge.tsx';
import { TooltipProvider } from '#web/src/components/ui/tooltip.tsx';
import { AccountOverviewCard } from '#web/src/routes/account/account-overview-card.tsx';
import { AccountActionsCard } from '#web/src/routes/account/account-actions-card.tsx';
import { CorporationStatusCard } from '#web/src/routes/account/corporation-status-card.tsx';
import { MissingCrawlerId } from '#web/src/routes/crawler/missing-crawler-id.tsx';
import { Classifications } from '#web/src/routes/landing/classifications.tsx';
import { Hero } from '#web/src/routes/landing/hero.tsx';
import { LiabilityWaiver } from '#web/src/routes/landing/liability-waiver.tsx';
import { Registration } from '#web/src/routes/landing/registration.tsx';
import { NotFoundPage } from '#web/src/routes/not-found-page.tsx';

// Server rendering in the node environment: enough to check the spec's texts and states without a DOM.
function render(element: ReactElement, path = '/'): string {
  const html = renderToString(h(MemoryRouter, { initialEntries: [path] }, h(TooltipProvider, null, element)));
  // Decode the few entities React emits so assertions can quote the spec verbatim.
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const user: User = {
  id: 'u1',
  email: 'boss@example.test',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  credits: 1234,
  sponsorReputation: 0,
  activeCrawlerId: 7,
  twoFactorEnabled: false,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

describe('error boundary and not-found screens', () => {
  it('shows the crash screen texts and both buttons', () => {
    const html = text(render(h(ErrorScreen, { onTryAgain: () => {} })));
    expect(html).toContain('Something went wrong');
    expect(html).toContain(
      'The application encountered an error. This might be due to a temporary issue with the server or database.',
    );
    expect(html).toContain('Try Again');
    expect(html).toContain('Reload Page');
  });

  it('shows 404, the spec sentence and a link home', () => {
    const html = render(h(NotFoundPage), '/nowhere');
    expect(text(html)).toContain('404');
    expect(text(html)).toContain('Oops! Page not found');
    expect(html).toMatch(/<a[^>]*href="\/"/);
  });

  it('explains a missing crawler id', () => {
    expect(text(render(h(MissingCrawlerId)))).toContain('Error: Crawler ID not provided.');
  });
});

describe('landing page', () => {
  it('badges the season ACTIVE when live, STARTING SOON otherwise', () => {
    const hero = (s: Season | null) =>
      text(render(h(Hero, { statusBadge: h(SeasonStatusBadge, { season: s, isPending: false }), children: null })));
    expect(hero(season('live'))).toContain('CRAWL TO FAME • SEASON 1 ACTIVE');
    expect(hero(season('coming-soon'))).toContain('STARTING SOON');
    expect(hero(null)).toContain('STARTING SOON');
  });

  it('opens registration only for a live season', () => {
    const props = { isPending: false, error: null, onRetry: () => {} };
    const live = render(h(Registration, { ...props, season: season('live') }));
    expect(text(live)).toContain('REGISTER YOUR CORPORATION');
    const closed = render(h(Registration, { ...props, season: null }));
    expect(text(closed)).toContain('coming soon');
    expect(closed).toMatch(/<button[^>]*disabled[^>]*>.*REGISTRATION CLOSED/s);
  });

  it('offers a retry when the season cannot be read', () => {
    const html = text(render(h(Registration, { season: undefined, isPending: false, error: new Error('x'), onRetry: () => {} })));
    expect(html).toContain('Try Again');
  });

  it('lists the three classifications and the permanent-death waiver', () => {
    const classes = text(render(h(Classifications)));
    for (const name of ['Combat Veteran', 'Tech Specialist', 'Stealth Operative']) expect(classes).toContain(name);
    expect(text(render(h(LiabilityWaiver)))).toContain('Death is permanent.');
  });
});

describe('header', () => {
  const header = (u: User) => render(h(AppHeader, { user: u, crawlers: [], onLogout: () => {} }));

  it('shows credits, the email, the nav titles and a disabled Crawler item', () => {
    const html = header(user);
    expect(text(html)).toContain('Credits');
    expect(text(html)).toContain('1,234');
    expect(text(html)).toContain('boss@example.test');
    expect(html).toContain('title="Corporation Overview"');
    expect(html).toContain('title="Profile & Settings"');
    expect(html).toMatch(/aria-disabled="true"[^>]*>.*Crawler/s);
    expect(html).toContain('aria-label="Open navigation menu"');
  });

  it('falls back to Anonymous without an email', () => {
    expect(text(header({ ...user, email: null }))).toContain('Anonymous');
  });
});

describe('account cards', () => {
  it('shows the overview with fallbacks', () => {
    const full = text(render(h(AccountOverviewCard, { user })));
    expect(full).toContain('boss@example.test');
    expect(full).toContain('March 4, 2025');
    expect(full).toContain('#7');
    const empty = text(
      render(h(AccountOverviewCard, { user: { ...user, email: null, createdAt: '', activeCrawlerId: null, credits: 0 } })),
    );
    expect(empty).toContain('Not provided');
    expect(empty).toContain('Unknown');
    expect(empty).toContain('None');
  });

  it('shows the actions and the corporation placeholder', () => {
    const actions = render(h(AccountActionsCard));
    expect(actions).toMatch(/<button[^>]*disabled[^>]*>.*Profile Settings \(Coming Soon\)/s);
    expect(actions).toMatch(/<button[^>]*disabled[^>]*>.*Purchase Credits \(Coming Soon\)/s);
    expect(text(actions)).toContain('Logout');
    expect(text(render(h(CorporationStatusCard)))).toContain('Corporation details will be displayed here once implemented.');
  });
});
