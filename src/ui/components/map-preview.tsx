// A small SVG picture of a map for the new-game screen: terrain hexes, and cities in their goods colour with their
// first letter (so colour is not the only clue). Drawn from the map data, so it works offline and always matches.
import type { BoardMap } from '../../engine/map/types';
import { TERRAIN_CHARS } from '../../engine/map/types';
import { hexCenter, parseHexId } from '../../engine/hex/coords';

const TERRAIN_FILL: Record<string, string> = {
  plain: '#dfe8c4',
  river: '#d6e6c8',
  hill: '#cfc49a',
  mountain: '#b3a58a',
  swamp: '#bfd3b0',
  water: '#8ec5e8',
};
const GOODS_FILL: Record<string, string> = {
  red: '#d55e00',
  blue: '#0072b2',
  purple: '#cc79a7',
  yellow: '#f0e442',
  black: '#1b1b1b',
  white: '#ffffff',
};

const HEX = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * 60 * i;
  return `${(Math.cos(a) * 0.98).toFixed(3)},${(Math.sin(a) * 0.98).toFixed(3)}`;
}).join(' ');

export function MapPreview({ map, label }: { map: BoardMap; label: string }) {
  const cells: preact.JSX.Element[] = [];
  map.terrain.forEach((rowText, row) => {
    for (let col = 0; col < map.grid.cols; col++) {
      const terrain = TERRAIN_CHARS[rowText[col] ?? ' '] ?? 'offboard';
      if (terrain === 'offboard') continue;
      const c = hexCenter(col, row);
      cells.push(<polygon key={`${col},${row}`} points={HEX} transform={`translate(${c.x.toFixed(3)} ${c.y.toFixed(3)})`} fill={TERRAIN_FILL[terrain]} />);
    }
  });
  const width = 1.5 * (map.grid.cols - 1) + 2;
  const height = Math.sqrt(3) * (map.grid.rows + 0.5);
  return (
    <svg class="map-preview" viewBox={`-1 -1 ${width} ${height}`} role="img" aria-label={label} data-testid="map-preview">
      {cells}
      {map.places.map((p) => {
        const { col, row } = parseHexId(p.hex);
        const c = hexCenter(col, row);
        if (p.kind === 'town') return <circle key={p.id} cx={c.x} cy={c.y} r={0.35} fill="#fff" stroke="#1b1b1b" stroke-width={0.1} />;
        return (
          <g key={p.id} transform={`translate(${c.x} ${c.y})`}>
            <polygon points={HEX} fill={GOODS_FILL[p.color ?? 'black'] ?? '#888'} stroke="#1b1b1b" stroke-width={0.1} />
            <text y={0.35} text-anchor="middle" font-size={1} font-weight="700" fill={p.color === 'yellow' || p.color === 'white' ? '#1b1b1b' : '#fff'}>
              {p.name.slice(0, 1)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
