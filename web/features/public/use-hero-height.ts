import { useEffect, useState } from 'react';
import { UI } from '../../../common/constants.js';
import { DEFAULT_HERO_HEIGHT, heroHeight } from './hero-height.js';

/** The hero spans the page, so its width is the document's (scrollbar excluded). */
const pageWidth = () => document.documentElement.clientWidth;

/** The video area's height, recomputed 166 ms after the last resize (spec §9). */
export function useHeroHeight(): number {
  const [height, setHeight] = useState(() => (typeof document === 'undefined' ? DEFAULT_HERO_HEIGHT : heroHeight(pageWidth())));

  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHeight(heroHeight(pageWidth())), UI.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);

  return height;
}
