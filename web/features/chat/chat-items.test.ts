import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../common/workspace.js';
import { dayLabelOf, lastIndexOf, mergeChat } from './chat-items.js';

const at = (iso: string) => new Date(iso).getTime();
const message = (index: number, iso: string, tipo: 0 | 1 = 0): ChatMessage => ({
  testo: `m${index}`,
  tipo,
  timestamp: at(iso),
  index,
  ora: '',
});
const divider = (index: number, iso: string): ChatMessage => ({
  testo: dayLabelOf(at(iso)),
  tipo: 2,
  timestamp: at(iso),
  index,
  ora: '',
});

describe('mergeChat', () => {
  it('orders by index, a divider before its message, without duplicates', () => {
    const fetched = [divider(3, '2026-11-23T08:00:00Z'), message(3, '2026-11-23T08:00:00Z'), message(4, '2026-11-23T08:01:00Z')];
    const live = [
      message(4, '2026-11-23T08:01:00Z'),
      message(5, '2026-11-23T08:02:00Z', 1),
      message(5, '2026-11-23T08:02:00Z', 1),
    ];
    expect(mergeChat(fetched, live).map((item) => `${item.tipo}:${item.index}`)).toEqual(['2:3', '0:3', '0:4', '1:5']);
  });

  it('gives a live message that opens a new day its divider, as the server would', () => {
    const fetched = [divider(1, '2026-11-22T10:00:00Z'), message(1, '2026-11-22T10:00:00Z')];
    const merged = mergeChat(fetched, [message(2, '2026-11-23T09:00:00Z')]);
    expect(merged.map((item) => item.tipo)).toEqual([2, 0, 2, 0]);
    expect(merged[2].testo).toBe('23 novembre 2026');
  });

  it('adds no divider for a live message on the same day, nor twice when the server sends one', () => {
    const fetched = [divider(1, '2026-11-22T10:00:00Z'), message(1, '2026-11-22T10:00:00Z')];
    expect(mergeChat(fetched, [message(2, '2026-11-22T11:00:00Z')]).map((item) => item.tipo)).toEqual([2, 0, 0]);
    const caughtUp = [divider(2, '2026-11-23T09:00:00Z'), message(2, '2026-11-23T09:00:00Z')];
    expect(mergeChat([...fetched, ...caughtUp], [message(2, '2026-11-23T09:00:00Z')]).map((item) => item.tipo)).toEqual([
      2, 0, 2, 0,
    ]);
  });

  it('starts an empty conversation with a divider', () => {
    expect(mergeChat([], [message(7, '2026-11-23T09:00:00Z')]).map((item) => item.tipo)).toEqual([2, 0]);
  });

  it('reads the day in Rome: 23:30 UTC on the 22nd is already the 23rd', () => {
    expect(dayLabelOf(at('2026-11-22T23:30:00Z'))).toBe('23 novembre 2026');
  });

  it('catches up after the highest index, 0 for an empty chat', () => {
    expect(lastIndexOf([])).toBe(0);
    expect(lastIndexOf([message(4, '2026-11-23T08:00:00Z'), divider(9, '2026-11-24T08:00:00Z')])).toBe(9);
  });
});
