import type { KeyboardEvent } from 'react';

export type Step = { row: number; column: number };

const STEPS: Record<string, Step> = {
  ArrowRight: { row: 0, column: 1 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowDown: { row: 1, column: 0 },
  ArrowUp: { row: -1, column: 0 },
};

/** One table cell of the grid: the day it belongs to (its column in the header) and the places it holds. */
export interface GridCell<T> {
  day: number;
  places: readonly T[];
}

/**
 * The places as they are drawn: a row per hour, a column per half hour of each day.
 * A closed day is a single cell spanning every row, so later rows have fewer cells: a place's
 * column comes from its cell's day, never from the cell's position in its row.
 */
export function placesByDay<T>(rows: readonly (readonly GridCell<T>[])[]): (T | undefined)[][] {
  const perDay = Math.max(1, ...rows.flatMap((cells) => cells.map((cell) => cell.places.length)));
  return rows.map((cells) => {
    const places: (T | undefined)[] = [];
    for (const cell of cells) cell.places.forEach((place, index) => (places[cell.day * perDay + index] = place));
    return places;
  });
}

/** The next usable place from `from` in the direction of `step`, skipping what cannot be chosen; undefined at the edge. */
export function nextPlace<T>(
  places: readonly (readonly (T | undefined)[])[],
  from: T,
  step: Step,
  usable: (place: T | undefined) => place is T,
): T | undefined {
  const row = places.findIndex((row) => row.includes(from));
  if (row === -1) return undefined;
  const column = places[row].indexOf(from);
  const width = Math.max(...places.map((row) => row.length));
  for (
    let r = row + step.row, c = column + step.column;
    r >= 0 && r < places.length && c >= 0 && c < width;
    r += step.row, c += step.column
  ) {
    if (usable(places[r][c])) return places[r][c];
  }
  return undefined;
}

/** The grid's slots as the table draws them; each cell says its day in `data-day`. */
function slotsOf(table: HTMLTableElement): (Element | undefined)[][] {
  return placesByDay(
    Array.from(table.tBodies[0]?.rows ?? []).map((row) =>
      Array.from(row.cells).map((cell) => ({
        day: Number(cell.dataset.day),
        places: Array.from(cell.firstElementChild?.children ?? []),
      })),
    ),
  );
}

const usable = (element: Element | undefined): element is HTMLButtonElement =>
  element instanceof HTMLButtonElement && !element.disabled;

/**
 * Arrow keys move between the slots of the grid as it is drawn: left and
 * right along the hour's row (half hours, then the next day), up and down along a column,
 * skipping slots that cannot be chosen and closed days. Tab still walks every slot in reading order.
 */
export function moveBetweenSlots(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const table =
    event.currentTarget instanceof HTMLTableElement ? event.currentTarget : event.currentTarget.querySelector('table');
  if (!table || !(event.target instanceof HTMLButtonElement)) return;
  const next = nextPlace<Element>(slotsOf(table), event.target, step, usable);
  if (next instanceof HTMLButtonElement) {
    event.preventDefault();
    next.focus();
  }
}
