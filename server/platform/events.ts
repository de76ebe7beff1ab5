import { EventEmitter } from 'node:events';
import type { NewMessageEvent } from '../../common/workspace.js';

/**
 * What services announce. The realtime plugin (and mail reactions) subscribe; routes never emit.
 * Add an event here with its payload type when a service starts announcing it.
 */
export interface DomainEvents {
  'user.disabled': { userId: number };
  'link.removed': { operatorId: number; clientId: number };
  'message.created': NewMessageEvent;
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
