const DEFAULT_NAME = 'documento';

/** The name in Content-Disposition: the UTF-8 `filename*` first, then `filename`, else 'documento'. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return DEFAULT_NAME;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || DEFAULT_NAME;
}
