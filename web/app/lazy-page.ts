import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit, so the shell stays small (vite splits each page into a chunk). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
