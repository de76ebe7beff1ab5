const oneDecimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const KB_PER_MB = 1_000;
const KB_PER_GB = 1_000_000;

/**
 * Kilobytes as '12,3 GB', or as '31,5 MB' below 1 GB so a first upload is seen.
 * 1 GB = 1 000 000 kB and 1 MB = 1 000 kB, as the server counts the quota.
 */
export const formatStorage = (kb: number) =>
  kb < KB_PER_GB ? `${oneDecimal.format(kb / KB_PER_MB)} MB` : `${oneDecimal.format(kb / KB_PER_GB)} GB`;
