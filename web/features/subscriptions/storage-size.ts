const gigabytes = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Kilobytes as '12,3 GB' (1 GB = 1 000 000 kB, as the server counts the quota). */
export const formatGb = (kb: number) => `${gigabytes.format(kb / 1_000_000)} GB`;
