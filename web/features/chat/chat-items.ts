import { TIME_ZONE } from '../../../common/constants.js';
import { MESSAGE_TIPO, type ChatMessage } from '../../../common/workspace.js';

const dayFormat = new Intl.DateTimeFormat('it-IT', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** The divider text the server writes, e.g. '23 novembre 2026'. */
export const dayLabelOf = (timestamp: number) => dayFormat.format(timestamp);

const isDivider = (message: ChatMessage) => message.tipo === MESSAGE_TIPO.divider;

/** A divider carries the index of the message it precedes, so the kind is part of the key. */
export const chatKeyOf = (message: ChatMessage) => `${isDivider(message) ? 'd' : 'm'}${message.index}`;

const byPosition = (a: ChatMessage, b: ChatMessage) => a.index - b.index || Number(isDivider(b)) - Number(isDivider(a));

/**
 * The conversation in order, without duplicates (the socket repeats what a fetch may have
 * brought). A live message that opens a new day gets the divider the server would have sent.
 */
export function mergeChat(fetched: ChatMessage[], live: ChatMessage[]): ChatMessage[] {
  const byKey = new Map(fetched.map((message) => [chatKeyOf(message), message]));
  const liveKeys = new Set<string>();
  for (const message of live) {
    const key = chatKeyOf(message);
    if (byKey.has(key)) continue;
    byKey.set(key, message);
    liveKeys.add(key);
  }

  const merged: ChatMessage[] = [];
  let lastDay: string | undefined;
  for (const message of [...byKey.values()].sort(byPosition)) {
    if (!isDivider(message)) {
      const day = dayLabelOf(message.timestamp);
      if (liveKeys.has(chatKeyOf(message)) && day !== lastDay && !byKey.has(`d${message.index}`)) {
        merged.push({ testo: day, tipo: MESSAGE_TIPO.divider, timestamp: message.timestamp, index: message.index, ora: '' });
      }
      lastDay = day;
    }
    merged.push(message);
  }
  return merged;
}

/** The index the next catch-up starts after. */
export const lastIndexOf = (messages: ChatMessage[]) => messages.reduce((last, message) => Math.max(last, message.index), 0);
