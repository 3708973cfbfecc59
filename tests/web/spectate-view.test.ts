// The spectate screen: the view's reducer from the server's messages, and every state of
// the screen (connecting, catching up, watching, closed by the sponsor, died, refused, connection lost).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '#contract/realtime.ts';
import { WatchStates } from '#web/src/routes/watch/watch-page.tsx';
import { WATCH_TEXT as T } from '#web/src/routes/watch/watch-text.ts';
import { applySpectateMessage, initialSpectate, type SpectateState } from '#web/src/state/spectate-view.ts';
import { currentRoomFixture, entityFixture } from './dungeon-fixtures.ts';

function render(element: ReactElement): string {
  const html = renderToString(h(QueryClientProvider, { client: new QueryClient() }, h(MemoryRouter, null, element)));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const current = currentRoomFixture();
const roomId = current.room.id;
const goblin = entityFixture({ id: 'mob-3', name: 'Goblin', position: { x: 20, y: 20 } });
const messages: ServerMessage[] = [
  { type: 'spectating', crawlerId: 7, name: 'Ada', delayMs: 10_000 },
  { type: 'spectate_room', crawlerId: 7, current },
  { type: 'snapshot', tick: 4, roomId, crawlerId: 7, inCombat: false, self: { x: 40, y: 50, health: 30, maxHealth: 40, isAlive: true }, entities: [goblin] },
];
const run = (msgs: ServerMessage[], from: SpectateState = initialSpectate) => msgs.reduce(applySpectateMessage, from);
const screen = (state: SpectateState, status: 'connecting' | 'open' | 'closed' = 'open') => text(render(h(WatchStates, { crawlerId: 7, state, status, onRetry: () => {} })));

describe('a spectator view', () => {
  it('catches up after the server accepts, then watches the delayed room and the crawler move', () => {
    expect(run(messages.slice(0, 1))).toMatchObject({ phase: 'catching_up', name: 'Ada', delayMs: 10_000 });
    const watching = run(messages);
    expect(watching).toMatchObject({ phase: 'watching', current, room: { roomId, self: { x: 40, y: 50 } } });
    const moved = applySpectateMessage(watching, { type: 'events', tick: 5, roomId, events: [{ type: 'moved', tick: 5, id: 'crawler-7', x: 43, y: 50 }] });
    expect(moved.room.self).toMatchObject({ x: 43, y: 50 });
  });

  it('closes for good when the server ends or refuses it, and keeps read-only refusals as a notice', () => {
    const ended = run([...messages, { type: 'spectate_ended', crawlerId: 7, reason: 'disabled', error: "Ada's sponsor turned spectating off." }]);
    expect(ended).toMatchObject({ phase: 'ended', ended: { reason: 'disabled' } });
    // A frame that was already on its way does not reopen it.
    expect(applySpectateMessage(ended, messages[2]!)).toBe(ended);
    expect(run([{ type: 'error', code: 'spectating_disabled', error: "Ada's sponsor has turned spectating off." }])).toMatchObject({ phase: 'refused', refused: { code: 'spectating_disabled' } });
    const notice = run([...messages, { type: 'error', code: 'spectator_read_only', error: 'Spectators only watch.' }]);
    expect(notice).toMatchObject({ phase: 'watching', notice: 'Spectators only watch.' });
  });
});

describe('the spectate screen', () => {
  it('says whom it watches and the delay, with no combat controls', () => {
    const html = screen(run(messages));
    expect(html).toContain('Spectating Ada — 10 s delay');
    expect(html).toContain('Goblin');
    expect(html).toContain(T.readOnly);
    expect(html).not.toMatch(/Attack|Dodge/);
  });

  it('shows connecting and catching up while the first frame is 10 s away', () => {
    expect(screen(initialSpectate, 'connecting')).toContain(T.connecting);
    expect(screen(run(messages.slice(0, 1)))).toContain(T.catchingUp);
  });

  it('shows why the view closed: spectating off, died (with the report), not found, dead', () => {
    const off = screen(run([...messages, { type: 'spectate_ended', crawlerId: 7, reason: 'disabled', error: "Ada's sponsor turned spectating off." }]));
    expect(off).toContain(T.ended);
    expect(off).toContain("Ada's sponsor turned spectating off.");
    const died = render(h(WatchStates, { crawlerId: 7, state: run([...messages, { type: 'spectate_ended', crawlerId: 7, reason: 'died', error: 'Ada died.' }]), status: 'closed', onRetry: () => {} }));
    expect(text(died)).toContain(T.died);
    expect(died).toContain('href="/crawler/7/report"');
    expect(screen(run([{ type: 'error', code: 'not_found', error: 'Crawler not found' }]))).toContain(T.notFound);
    expect(screen(run([{ type: 'error', code: 'crawler_dead', error: 'Ada is dead: there is no room to watch.' }]))).toContain('Ada is dead: there is no room to watch.');
  });

  it('offers Try Again when the connection is lost', () => {
    for (const state of [initialSpectate, run(messages)]) {
      const html = screen(state, 'closed');
      expect(html).toContain(T.connectionLost);
      expect(html).toContain(T.tryAgain);
    }
  });
});

describe("the tactical room's entity list", () => {
  it('offers Watch for the other crawlers in the room, nothing else', async () => {
    const { EntityList } = await import('#web/src/routes/crawler/tactical/entity-list.tsx');
    const { buildScene } = await import('#web/src/canvas/scene.ts');
    const rival = entityFixture({ id: 'crawler-9', type: 'player', name: 'Rival', position: { x: 60, y: 50 } }, { crawlerId: 9 } as never);
    const scene = buildScene(current, { roomId, entities: [goblin, rival], tacticalEntities: [] }, { name: 'Ada', crawlerId: 7 });
    const html = render(h(EntityList, { scene, self: { x: 40, y: 50 }, targetId: null, bubbles: [] }));
    expect(html).toMatch(/href="\/watch\/9"[^>]*>Watch Rival</);
    expect(html.match(/href="\/watch\//g)).toHaveLength(1);
  });
});
