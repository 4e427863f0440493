// The interactive overlays above track and cubes: tappable-hex highlights, the selection, the ghost tile, the plan,
// the delivery path and its destinations. Cheap to rebuild, so each part redraws when its own slice of UI state changes.
import { Container } from 'pixi.js';
import { graphics } from '../draw/graphics';
import type { HexId } from '../../engine/hex/coords';
import type { Link, PlacedTile } from '../../engine/track/types';
import type { BoardView } from '../../engine/view';
import { cubeOffsets, CUBE_R } from '../cube-layout';
import { hexCenterPx, hexPolygon, HEX_PX } from '../geometry';
import { routePolyline } from '../link-pieces';
import { COLORS, PLAYER_LOOK, paint } from '../palette';
import { requestAsTile } from '../tile-shapes';
import { drawTile } from '../draw/tile';
import { makeLabel } from '../draw/labels';
import type { BoardUiState, PlannedBuild } from '../ui-state';

export class OverlayLayer {
  readonly root = new Container({ isRenderGroup: true, label: 'overlays' });
  private readonly highlights = graphics('highlights');
  private readonly plan = new Container({ label: 'plan' });
  private readonly ghost = new Container({ label: 'ghost' });
  private readonly path = graphics('path');
  private readonly selection = graphics('selection');
  private readonly cursor = graphics('keyboard-cursor');
  private last: Partial<Record<'hl' | 'plan' | 'ghost' | 'path' | 'sel', string>> = {};

  constructor() {
    this.root.addChild(this.highlights, this.plan, this.path, this.ghost, this.selection, this.cursor);
  }

  update(view: BoardView, ui: BoardUiState): void {
    const seatColor = (seat: number) => {
      const s = view.seats[seat];
      return s ? PLAYER_LOOK[s.color].fill : null;
    };
    this.once('hl', `${ui.highlights.join(';')}|${ui.destinations.join(';')}`, () => this.drawHighlights(ui));
    this.once('plan', JSON.stringify(ui.plan) + ui.seat, () => this.drawPlan(ui.plan, ui.seat, seatColor));
    this.once('ghost', JSON.stringify(ui.ghost) + ui.seat, () => this.drawGhost(ui.ghost, ui.seat, seatColor));
    this.once('path', JSON.stringify(ui.path) + view.links.length + view.tiles.length, () => this.drawPath(view, ui));
    this.once('sel', `${ui.selectedHex}|${JSON.stringify(ui.selectedCube)}|${(ui.selectedCube && view.cubes[ui.selectedCube.hex]?.length) ?? 0}`, () =>
      this.drawSelection(view, ui),
    );
  }

  private once(part: keyof OverlayLayer['last'], sig: string, draw: () => void): void {
    if (this.last[part] === sig) return;
    this.last[part] = sig;
    draw();
  }

  private drawHighlights(ui: BoardUiState): void {
    const g = this.highlights.clear();
    for (const hex of ui.highlights) {
      const c = hexCenterPx(hex);
      g.poly(hexPolygon(c.x, c.y, 0.9));
    }
    if (ui.highlights.length) {
      g.fill(paint(COLORS.highlight, 0.14)).stroke({ width: HEX_PX * 0.07, color: COLORS.highlight, alpha: 0.9 });
    }
    for (const hex of ui.destinations) {
      const c = hexCenterPx(hex);
      g.circle(c.x, c.y, HEX_PX * 0.78);
    }
    if (ui.destinations.length) g.stroke({ width: HEX_PX * 0.09, color: COLORS.path, alpha: 0.85 });
  }

  private drawPlan(plan: readonly PlannedBuild[], seat: number | null, seatColor: (s: number) => number | null): void {
    for (const child of this.plan.removeChildren()) child.destroy({ children: true });
    plan.forEach((step, i) => {
      const node = tileNode(step.req.hex, requestAsTile(step.req, seat), seatColor, step.legal ? COLORS.plan : COLORS.illegal, 0.6);
      const badge = graphics().circle(HEX_PX * 0.5, -HEX_PX * 0.45, HEX_PX * 0.22).fill(paint(step.legal ? COLORS.plan : COLORS.illegal));
      node.addChild(badge, makeLabel(String(i + 1), HEX_PX * 0.5, -HEX_PX * 0.45, { size: HEX_PX * 0.28, color: 0xffffff, halo: null, bold: true }));
      this.plan.addChild(node);
    });
  }

  private drawGhost(ghost: PlannedBuild | null, seat: number | null, seatColor: (s: number) => number | null): void {
    for (const child of this.ghost.removeChildren()) child.destroy({ children: true });
    if (!ghost) return;
    const node = tileNode(ghost.req.hex, requestAsTile(ghost.req, seat), seatColor, ghost.legal ? COLORS.highlight : COLORS.illegal, 0.8);
    node.alpha = 0.92;
    this.ghost.addChild(node);
  }

  private drawPath(view: BoardView, ui: BoardUiState): void {
    const g = this.path.clear();
    if (!ui.path) return;
    const linksById = new Map<string, Link>(view.links.map((l) => [l.id, l]));
    const tiles = new Map<HexId, PlacedTile>(view.tiles.map((t) => [t.hex, t]));
    const pts = routePolyline(ui.path.from, ui.path.route, linksById, tiles);
    if (pts.length < 2) return;
    g.moveTo(pts[0]!.x, pts[0]!.y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width: HEX_PX * 0.22, color: 0xffffff, alpha: 0.9, cap: 'round', join: 'round' });
    g.moveTo(pts[0]!.x, pts[0]!.y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width: HEX_PX * 0.12, color: COLORS.path, cap: 'round', join: 'round' });
    const end = pts[pts.length - 1]!;
    g.circle(end.x, end.y, HEX_PX * 0.16).fill(paint(COLORS.path)).stroke({ width: HEX_PX * 0.05, color: 0xffffff });
  }

  private drawSelection(view: BoardView, ui: BoardUiState): void {
    const g = this.selection.clear();
    if (ui.selectedHex) {
      const c = hexCenterPx(ui.selectedHex);
      g.poly(hexPolygon(c.x, c.y, 0.98)).stroke({ width: HEX_PX * 0.1, color: COLORS.selected });
    }
    if (ui.selectedCube) {
      const n = view.cubes[ui.selectedCube.hex]?.length ?? 0;
      const o = cubeOffsets(n)[ui.selectedCube.index];
      if (o) {
        const c = hexCenterPx(ui.selectedCube.hex);
        g.circle(c.x + o.x, c.y + o.y, CUBE_R * 1.9).stroke({ width: HEX_PX * 0.07, color: COLORS.path });
      }
    }
  }

  /**
   * The keyboard cursor (src/board/keyboard.ts), or none: a dark-blue ring edged in white, like a browser's focus ring,
   * so it shows on any terrain, inset from the hex's edge, so it is told from the selection (one dark outline at the
   * edge) by its shape as well.
   */
  drawCursor(hex: HexId | null): void {
    const g = this.cursor.clear();
    if (!hex) return;
    const c = hexCenterPx(hex);
    const ring = hexPolygon(c.x, c.y, 0.8);
    g.poly(ring).stroke({ width: HEX_PX * 0.16, color: COLORS.cursorOuter });
    g.poly(ring).stroke({ width: HEX_PX * 0.07, color: COLORS.cursorInner });
  }

  clear(): void {
    this.last = {};
  }
}

function tileNode(hex: HexId, tile: PlacedTile, seatColor: (s: number) => number | null, outline: number, faceAlpha: number): Container {
  // A Container, not the Graphics itself: Pixi 8 leaf nodes may not have children, and the plan adds a badge.
  const root = new Container();
  const g = graphics();
  drawTile(g, tile, { seatColor, incomplete: () => false, outline, faceAlpha });
  root.addChild(g);
  const c = hexCenterPx(hex);
  root.position.set(c.x, c.y);
  return root;
}
