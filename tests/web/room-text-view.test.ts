import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildScene } from '#web/src/canvas/scene.ts';
import { RoomTextView } from '#web/src/routes/crawler/tactical/room-text-view.tsx';
import { currentRoomFixture, entityFixture, tacticalFixture } from './dungeon-fixtures.ts';

const clean = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const rat = entityFixture({ id: 'mob-4', name: 'Rat', position: { x: 60, y: 40 } }, { id: 4, currentHealth: 12, maxHealth: 20, hp: 12 });
const scene = buildScene(currentRoomFixture(), tacticalFixture([rat]), { name: 'Me', crawlerId: 7 });
const props = { scene, self: { x: 50, y: 50 }, targetId: null, bubbles: [], onOpenChange: () => {} };

describe('room text view', () => {
  it('closed: one button that says what it opens, and no region', () => {
    const html = clean(renderToString(h(RoomTextView, { ...props, open: false })));
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Show room text view/);
    expect(html).not.toContain('Room text view</h3>');
  });

  it('open: a region named by its heading, a polite summary and one line per thing, nearest first', () => {
    const html = clean(renderToString(h(RoomTextView, { ...props, open: true, targetId: 'mob-4' })));
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*aria-controls="([^"]+)"/);
    const controls = /aria-controls="([^"]+)"/.exec(html)![1];
    const heading = /<h3 id="([^"]+)"[^>]*>Room text view<\/h3>/.exec(html)![1];
    expect(html).toContain(`<section id="${controls}" aria-labelledby="${heading}"`);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>In the room: 1 hostile\. 2 exits\.</);
    const lines = [...html.matchAll(/<li [^>]*>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(lines[0]).toBe('Rat, hostile, 12/20 HP, 14 ft north-east, targeted');
    expect(lines.slice(1)).toEqual(['Door, east exit, 50 ft east', 'Door, west exit, 50 ft west']);
    expect(text(html)).toContain('Hide room text view');
  });

  it("offers to watch another sponsor's crawler in the room (spectating), and nothing else", () => {
    const rival = entityFixture({ id: 'crawler-9', type: 'player', name: 'Vex', position: { x: 50, y: 70 }, disposition: 'friendly' }, { id: 9, currentHealth: 30, maxHealth: 40 });
    const withRival = buildScene(currentRoomFixture(), tacticalFixture([rat, rival]), { name: 'Me', crawlerId: 7 });
    const html = clean(renderToString(h(MemoryRouter, null, h(RoomTextView, { ...props, scene: withRival, open: true }))));
    const links = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('href="/watch/9"');
    expect(links[0]).toContain('aria-label="Watch Vex"');
  });
});
