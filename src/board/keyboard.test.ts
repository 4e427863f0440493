import { describe, expect, it } from 'vitest';
import { boardKey, startCursor, stepCursor } from './keyboard';
import { rustBelt } from '../../tests/fixtures/board/scenarios';
import type { BoardMap } from '../engine/map/types';

describe('boardKey', () => {
  it('reads arrows, Enter, Space, digits, zoom and fit keys', () => {
    expect(boardKey({ key: 'ArrowRight' })).toEqual({ type: 'move', dCol: 1, dRow: 0 });
    expect(boardKey({ key: 'ArrowUp' })).toEqual({ type: 'move', dCol: 0, dRow: -1 });
    expect(boardKey({ key: 'Enter' })).toEqual({ type: 'tap' });
    expect(boardKey({ key: ' ' })).toEqual({ type: 'tap' });
    expect(boardKey({ key: '3' })).toEqual({ type: 'cube', index: 2 });
    expect(boardKey({ key: '+' })).toEqual({ type: 'zoom', factor: 1.25 });
    expect(boardKey({ key: '-' })).toEqual({ type: 'zoom', factor: 0.8 });
    // The same keys without Shift on a US layout.
    expect(boardKey({ key: '=' })).toEqual({ type: 'zoom', factor: 1.25 });
    expect(boardKey({ key: '_' })).toEqual({ type: 'zoom', factor: 0.8 });
    expect(boardKey({ key: '0' })).toEqual({ type: 'fit' });
  });

  it('leaves Tab, letters and browser shortcuts to the page', () => {
    expect(boardKey({ key: 'Tab' })).toBeNull();
    expect(boardKey({ key: 'a' })).toBeNull();
    expect(boardKey({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(boardKey({ key: '+', ctrlKey: true })).toBeNull();
    expect(boardKey({ key: '1', metaKey: true })).toBeNull();
  });
});

describe('stepCursor on the Rust Belt', () => {
  const map = rustBelt();

  it('moves one column or row in offset coordinates', () => {
    expect(stepCursor(map, '8,6', 1, 0)).toBe('9,6');
    expect(stepCursor(map, '8,6', -1, 0)).toBe('7,6');
    expect(stepCursor(map, '8,6', 0, -1)).toBe('8,5');
    expect(stepCursor(map, '8,6', 0, 1)).toBe('8,7');
  });

  it('stops at the edge of the grid', () => {
    expect(stepCursor(map, '0,0', -1, 0)).toBeNull();
    expect(stepCursor(map, '0,0', 0, -1)).toBeNull();
    expect(stepCursor(map, '17,3', 1, 0)).toBeNull();
  });

  it('skips hexes that are off the map', () => {
    // The bottom row of the Rust Belt has off-map gaps between every other column.
    expect(stepCursor(map, '0,10', 1, 0)).toBe('2,10');
    expect(stepCursor(map, '1,9', 0, 1)).toBeNull();
  });
});

describe('startCursor', () => {
  const map = rustBelt();
  it('starts on the selected hex, else on the first place', () => {
    expect(startCursor(map, '3,3')).toBe('3,3');
    expect(startCursor(map, null)).toBe(map.places[0]!.hex);
  });

  it('falls back to the first hex on the map when it has no places', () => {
    const bare: BoardMap = { ...map, places: [] };
    expect(startCursor(bare, null)).toBe('0,0');
  });
});
