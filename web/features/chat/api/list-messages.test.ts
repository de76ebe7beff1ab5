import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../../common/constants.js';
import type { ChatMessage } from '../../../../common/workspace.js';
import { catchUpMessages } from './list-messages.js';

const written = (index: number): ChatMessage => ({ testo: `m${index}`, tipo: 0, timestamp: index, index, ora: '' });
const divider = (index: number): ChatMessage => ({ testo: 'lunedì', tipo: 2, timestamp: index, index, ora: '' });

/** A server holding messages 1..count that answers as GET /api/messaggi?after= does. */
function serverWith(count: number, dividerEvery = 0) {
  const calls: number[] = [];
  const fetchAfter = async (after: number) => {
    calls.push(after);
    const out: ChatMessage[] = [];
    for (let index = after + 1; index <= count && out.filter((m) => m.tipo !== 2).length < PAGE_SIZE.chatCatchUp; index++) {
      if (dividerEvery && index % dividerEvery === 0) out.push(divider(index));
      out.push(written(index));
    }
    return out;
  };
  return { calls, fetchAfter };
}

describe('catchUpMessages', () => {
  it('asks again until it has every message written meanwhile', async () => {
    const server = serverWith(1_230);
    const received: ChatMessage[] = [];
    await catchUpMessages(0, server.fetchAfter, (batch) => received.push(...batch));
    expect(server.calls).toEqual([0, 500, 1000]);
    expect(received.map((m) => m.index)).toEqual(Array.from({ length: 1_230 }, (_, i) => i + 1));
  });

  it('makes one call when fewer than a full batch were missed', async () => {
    const server = serverWith(40);
    await catchUpMessages(30, server.fetchAfter, () => undefined);
    expect(server.calls).toEqual([30]);
  });

  it('does not count day dividers as messages', async () => {
    const server = serverWith(600, 100);
    const received: ChatMessage[] = [];
    await catchUpMessages(0, server.fetchAfter, (batch) => received.push(...batch));
    expect(server.calls).toEqual([0, 500]);
    expect(received.filter((m) => m.tipo !== 2)).toHaveLength(600);
  });
});
