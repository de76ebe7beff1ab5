/** A user's file name is metadata only: no path parts, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback = 'documento'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and bidirectional overrides (which can disguise an extension).
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
  const clean = base.replace(unsafe, '').trim().slice(0, 200);
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}
