export const DEFAULT_HERO_HEIGHT = 495;

/** Spec §2: 16:9 of the width, taller on narrower screens so the title and buttons still fit. */
export function heroHeight(width: number): number {
  const stretch = width > 990 ? 1 : width > 522 ? 1.2 : width > 400 ? 1.45 : 1.85;
  return Math.round(((width * 9) / 16) * stretch);
}
