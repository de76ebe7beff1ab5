const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** Sizes as the server counts them (1 MB = 1000 KB): '850 KB', '12,4 MB'. */
export function formatSize(sizeKb: number): string {
  return sizeKb < 1000 ? `${sizeKb} KB` : `${decimal.format(sizeKb / 1000)} MB`;
}
