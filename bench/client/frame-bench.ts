// Renders the real tactical-view renderer (web/src/canvas) with 40 moving entities for a few seconds
// in the browser and records how long each frame's drawing takes and the interval between frames.
// Driven by bench/tactical-frame.bench.ts; results land on window.__frameBench.
import { RoomRenderer } from '#web/src/canvas/room-renderer.ts';
import type { RoomScene } from '#web/src/canvas/scene.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import type { RoomCharacter } from '#web/src/state/tactical-entities.ts';

const ENTITIES = 40;
const DURATION_MS = 5_000;

const canvases = ['static', 'entities', 'overlay'].map((id) => document.getElementById(id) as HTMLCanvasElement);
const renderer = new RoomRenderer({ static: canvases[0]!, entities: canvases[1]!, overlay: canvases[2]! });
const characters: RoomCharacter[] = Array.from({ length: ENTITIES }, (_, i) => ({
  id: `mob-${i}`,
  kind: i % 10 === 0 ? 'player' : i % 7 === 0 ? 'npc' : 'mob',
  name: i % 10 === 0 ? `Crawler ${i}` : `Goblin ${i}`,
  x: 10 + ((i * 37) % 80),
  y: 10 + ((i * 53) % 80),
  disposition: i % 7 === 0 ? 'friendly' : i % 3 === 0 ? 'neutral' : 'hostile',
  health: 20,
  maxHealth: 28,
  isAlive: true,
  isBoss: i === 5,
  level: 2,
  role: i % 7 === 0 ? 'merchant' : null,
  creatureType: 'goblin',
}));
const scene: RoomScene = {
  roomId: 1,
  name: 'Benchmark Hall',
  description: '',
  type: 'chamber',
  isSafe: false,
  isPvp: false,
  environment: 'stone_chamber',
  widthFeet: 100,
  heightFeet: 100,
  doors: ['north', 'south', 'east', 'west'],
  hasStairs: false,
  obstacles: [],
  characters,
  loot: [],
  entitiesLoaded: true,
  playerName: 'Benchmark',
};
const layout = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 600, 1000);
const draw: number[] = [];
const intervals: number[] = [];
let start = 0;
let last = 0;

function frame(now: number): void {
  if (!start) start = last = now;
  else intervals.push(now - last);
  last = now;
  const t = (now - start) / 1000;
  // Every entity moves every frame, so the entity layer redraws all 40.
  const movers = new Map(characters.map((c, i) => [c.id, { x: 50 + Math.cos(t + i) * 40, y: 50 + Math.sin(t * 1.3 + i) * 40 }]));
  const before = performance.now();
  renderer.render(scene, layout, window.devicePixelRatio || 1, { x: 50, y: 50, facing: 'south', alpha: 1, doorZone: null, phase: 'idle', movers }, true, now);
  draw.push(performance.now() - before);
  if (now - start < DURATION_MS) requestAnimationFrame(frame);
  else (window as unknown as { __frameBench: unknown }).__frameBench = { draw, intervals };
}
requestAnimationFrame(frame);
