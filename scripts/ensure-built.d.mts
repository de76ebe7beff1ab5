/** Builds dist/ when it is missing or older than the sources. */
export function ensureBuilt(): void;
export function needsBuild(): boolean;
