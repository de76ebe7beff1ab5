import { EventEmitter } from 'node:events';
import type { NewMessageEvent } from '../../common/workspace.js';

/**
 * What services announce, once the change is committed. Who listens: the chat socket
 * (`modules/chat/chat.socket.ts`) and the live socket (`modules/live/live.socket.ts`) turn
 * each of these into socket events or disconnections.
 * Routes never emit. Add an event here with its payload type when a service starts announcing it.
 */
export interface DomainEvents {
  /** The administrator disabled the account: its sessions are gone. */
  'user.disabled': { userId: number };
  /** Sessions were ended: one (`sessionId`, a logout) or every one of a user except `exceptSessionId` (password changed or reset). */
  'sessions.ended': { sessionId: string } | { userId: number; exceptSessionId?: string };
  'link.requested': { operatorId: number; clientId: number };
  'link.accepted': { operatorId: number; clientId: number };
  'link.removed': { operatorId: number; clientId: number };
  'message.created': NewMessageEvent;
  /** The user read the conversation with `otherId` up to its newest message. */
  'chat.read': { userId: number; otherId: number };
  /** A professional's agenda changed; `clientIds`: the clients whose own bookings changed. */
  'agenda.changed': { operatorId: number; clientIds: number[] };
  /** A document of the link was uploaded or deleted. */
  'document.changed': { operatorId: number; clientId: number };
  /** The user opened the documents panel of the link with `otherId`: the other party's documents are seen. */
  'documents.read': { userId: number; otherId: number };
  /** The professional's private note on the client changed. */
  'note.changed': { operatorId: number; clientId: number };
  /** A professional's subscription changed (payment, auto-renewal, the administrator's edit). */
  'subscription.changed': { userId: number };
}

export class EventBus {
  private readonly emitter = new EventEmitter();
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
    this.emitter.emit(name, payload);
  }
  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void) {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
