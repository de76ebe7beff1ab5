import type { KeyboardEvent } from 'react';

const STEPS: Record<string, { row: number; column: number }> = {
  ArrowRight: { row: 0, column: 1 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowDown: { row: 1, column: 0 },
  ArrowUp: { row: -1, column: 0 },
};

/** The grid's slots as they are drawn: a row per hour, a column per half hour of each day (blank places included). */
function slotsOf(table: HTMLTableElement): Element[][] {
  return Array.from(table.tBodies[0]?.rows ?? []).map((row) =>
    Array.from(row.cells).flatMap((cell) => Array.from(cell.firstElementChild?.children ?? [])),
  );
}

const usable = (element: Element | undefined): element is HTMLButtonElement =>
  element instanceof HTMLButtonElement && !element.disabled;

/**
 * Arrow keys move between the slots of the grid as it is drawn: left and
 * right along the hour's row (half hours, then the next day), up and down along a column,
 * skipping slots that cannot be chosen. Tab still walks every slot in reading order.
 */
export function moveBetweenSlots(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const table =
    event.currentTarget instanceof HTMLTableElement ? event.currentTarget : event.currentTarget.querySelector('table');
  if (!table || !(event.target instanceof HTMLButtonElement)) return;
  const slots = slotsOf(table);
  const row = slots.findIndex((places) => places.includes(event.target as Element));
  if (row === -1) return;
  const column = slots[row].indexOf(event.target);
  for (
    let r = row + step.row, c = column + step.column;
    r >= 0 && r < slots.length && c >= 0 && c < slots[r].length;
    r += step.row, c += step.column
  ) {
    const candidate = slots[r][c];
    if (usable(candidate)) {
      event.preventDefault();
      candidate.focus();
      return;
    }
  }
}
