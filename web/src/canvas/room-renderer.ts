import { DEFAULT_APPEARANCE, type Appearance } from './appearance.ts';
import { drawEntityLayer } from './entity-layer.ts';
import type { RoomCombatView, RoomSessionFrameLike } from './frame.ts';
import { drawOverlayLayer } from './overlay-layer.ts';
import { staticKey, type RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';
import { drawStaticLayer } from './static-layer.ts';

export interface RoomLayers {
  static: HTMLCanvasElement;
  entities: HTMLCanvasElement;
  overlay: HTMLCanvasElement;
}

/**
 * Draws the tactical room on three stacked canvases (STYLE: layered canvas). The static layer is
 * redrawn only when its key changes; entities and overlay every frame. It only reads what it is given.
 */
export class RoomRenderer {
  private readonly layers: RoomLayers;
  private readonly contexts: { static: CanvasRenderingContext2D; entities: CanvasRenderingContext2D; overlay: CanvasRenderingContext2D } | null;
  private lastStaticKey = '';
  private appearance: Appearance = DEFAULT_APPEARANCE;

  constructor(layers: RoomLayers) {
    this.layers = layers;
    const s = layers.static.getContext('2d');
    const e = layers.entities.getContext('2d');
    const o = layers.overlay.getContext('2d');
    this.contexts = s && e && o ? { static: s, entities: e, overlay: o } : null;
  }

  /** The account's palette and motion setting; the next frame redraws the static layer in the new colours. */
  setAppearance(appearance: Appearance): void {
    this.appearance = appearance;
  }

  private resize(layout: CanvasLayout, dpr: number): void {
    for (const canvas of [this.layers.static, this.layers.entities, this.layers.overlay]) {
      const w = Math.round(layout.width * dpr);
      const h = Math.round(layout.height * dpr);
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
    }
  }

  render(scene: RoomScene, layout: CanvasLayout, dpr: number, frame: RoomSessionFrameLike, showGrid: boolean, now: number, view?: RoomCombatView): void {
    if (!this.contexts) return;
    const { palette } = this.appearance;
    const key = `${staticKey(scene, showGrid, layout.width, layout.height, dpr)}|${palette.name}`;
    if (key !== this.lastStaticKey) {
      this.resize(layout, dpr);
      drawStaticLayer(this.contexts.static, layout, dpr, scene, showGrid, palette);
      this.lastStaticKey = key;
    }
    drawEntityLayer(this.contexts.entities, layout, dpr, scene, frame, view, palette);
    drawOverlayLayer(this.contexts.overlay, layout, dpr, scene, frame, now, view, this.appearance);
  }
}
