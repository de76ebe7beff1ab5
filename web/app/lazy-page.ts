import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazy-chunk.js';

/** A page loaded on first visit, so the shell stays small (vite splits each page into a chunk). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyComponent(async () => (await load())[name]).Component;
}
