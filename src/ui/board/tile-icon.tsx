// A small SVG picture of a tile at a rotation, drawn from the same track geometry as the board (for buttons and lists).
import type { TileClass } from '../../engine/track/types';
import { piecePoints } from '../../board/track-geometry';
import { tilePieces, isTownTile } from '../../board/tile-shapes';

const HEX = [0, 1, 2, 3, 4, 5].map((k) => `${Math.cos((Math.PI / 3) * k).toFixed(3)},${Math.sin((Math.PI / 3) * k).toFixed(3)}`).join(' ');

export function TileIcon({ tile, rotation, townMarker, size = 40 }: { tile: TileClass; rotation: number; townMarker?: boolean; size?: number }) {
  const pieces = tilePieces(tile, rotation, null, townMarker ?? false);
  return (
    <svg width={size} height={size} viewBox="-1.05 -1.05 2.1 2.1" aria-hidden="true" class="gb-tile-icon">
      <polygon points={HEX} fill="#f3eedd" stroke="#8a8a7a" stroke-width="0.05" />
      {pieces.map((p, i) => (
        <polyline
          key={i}
          points={piecePoints(p.a, p.b, 8).map((q) => `${q.x.toFixed(3)},${q.y.toFixed(3)}`).join(' ')}
          fill="none"
          stroke="#2b2b2b"
          stroke-width="0.16"
          stroke-linecap="round"
        />
      ))}
      {(isTownTile(tile) || townMarker) && <circle r="0.24" fill="#fff" stroke="#1b1b1b" stroke-width="0.08" />}
    </svg>
  );
}
