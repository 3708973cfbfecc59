// The Quest panel's states as its sponsor reads them: loading, the offer with Accept, the active
// quest's progress with Turn in (enabled only when met), the empty state, and rewards.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QuestsResponse } from '#contract/quests.ts';
import { questsQueryKey } from '#web/src/api/quests-api.ts';
import { QUEST_TEXT, QuestPanel } from '#web/src/routes/crawler/panels/quest-panel.tsx';

function render(element: ReactElement, client = new QueryClient()): string {
  const html = renderToString(h(QueryClientProvider, { client }, element));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const offer = { floor: 1, index: 0, title: 'Slay 3 goblins', kind: 'slay' as const, goal: { kind: 'slay' as const, family: 'goblin', familyLabel: 'goblins', count: 3 }, reward: { gold: 30, xp: 40, fame: 6 } };

function withView(view: QuestsResponse, alive = true): string {
  const client = new QueryClient();
  client.setQueryData([...questsQueryKey('7'), 12], view);
  return render(h(QuestPanel, { crawlerId: '7', roomId: 12, alive }), client);
}

describe('quest panel', () => {
  it('shows a spinner while loading', () => {
    expect(text(render(h(QuestPanel, { crawlerId: '7', roomId: 12, alive: true })))).toContain(QUEST_TEXT.loading);
  });

  it('offers the quest giver’s quest with its reward and an Accept button', () => {
    const html = withView({ offer, questGiverHere: true, active: null, completed: [] });
    expect(text(html)).toContain('The quest giver offers: Slay 3 goblins');
    expect(text(html)).toContain('Reward: 30 gold · 40 XP · 6 fame');
    expect(html).toMatch(/aria-label="Accept quest: Slay 3 goblins"/);
  });

  it('shows the active quest’s progress; Turn in only when met', () => {
    const active = { ...offer, progress: { current: 2, required: 3, met: false }, progressText: 'Slay goblins 2/3', acceptedAt: '2026-11-21T12:00:00.000Z' };
    const notYet = withView({ offer: null, questGiverHere: false, active, completed: [] });
    expect(text(notYet)).toContain('Slay goblins 2/3');
    expect(notYet).toMatch(/<button[^>]* disabled=""[^>]*>Not done yet<\/button>/);
    const met = withView({ offer: null, questGiverHere: false, active: { ...active, progress: { current: 3, required: 3, met: true }, progressText: 'Slay goblins 3/3' }, completed: [{ ...offer, index: 9, completedAt: '2026-11-21T11:00:00.000Z' }] });
    expect(met).toMatch(/<button(?![^>]* disabled="")[^>]*>Turn in<\/button>/);
    expect(text(met)).toContain('1 quest completed');
  });

  it('says where to find a quest when there is none', () => {
    expect(text(withView({ offer: null, questGiverHere: false, active: null, completed: [] }))).toContain(QUEST_TEXT.empty);
  });
});
