/** A user's file name is metadata only: no path parts, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback = 'documento'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and bidirectional overrides (which can disguise an extension).
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
  const clean = shorten(base.replace(unsafe, '').trim(), MAX_NAME);
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

const MAX_NAME = 200;
/** An extension longer than this is part of the name, not a type ('.lungo_testo_dopo_il_punto'). */
const MAX_EXTENSION = 10;

/**
 * Cuts a name to `max` characters keeping its extension, so a long 'contratto….pdf' still
 * downloads as a PDF. Counts code points, never splitting a character.
 */
export function shorten(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length < 2 || extension.length > MAX_EXTENSION) return chars.slice(0, max).join('').trim();
  const stem = Array.from(name.slice(0, dot));
  return `${stem
    .slice(0, max - extension.length)
    .join('')
    .trimEnd()}${extension.join('')}`;
}
