/*
 * What a command-line tool (npm run backup, restore, files:to-s3, db:migrate) prints when it
 * fails: one sentence naming what failed and why, never a stack trace, a temporary folder or a
 * secret (a DATABASE_URL's password lands in the terminal, cron's mail and logs otherwise).
 */

/** `text` with every given secret, and the password of any URL, replaced by `***`. */
export function redactSecrets(text: string, secrets: (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    out = out.split(secret).join(redactUrl(secret));
    const password = passwordOf(secret);
    if (password) out = out.split(password).join('***');
  }
  return out.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^:@/\s]*):[^@/\s]+@/gi, '$1:***@');
}

const redactUrl = (value: string) => value.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^:@/\s]*):[^@/\s]+@/gi, '$1:***@');

function passwordOf(value: string): string | undefined {
  try {
    const password = decodeURIComponent(new URL(value).password);
    return password.length >= 4 ? password : undefined;
  } catch {
    return undefined;
  }
}

/** The cause of `error` in a few words: a failed command's own message, a missing path, a bad file. */
export function causeOf(error: unknown): string {
  const e = error as { stderr?: unknown; code?: unknown; path?: unknown; message?: unknown } | undefined;
  if (typeof e?.stderr === 'string' && e.stderr.trim()) {
    const lines = e.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const said = lines.join('; ');
    return /version mismatch/i.test(said) ? `${said} (install a pg_dump of the server’s major version or newer)` : said;
  }
  if (e?.code === 'ENOENT' && typeof e.path === 'string') return `${withoutStaging(e.path)} does not exist`;
  if (error instanceof SyntaxError) return `a file in it is not valid JSON (${error.message})`;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return withoutStaging(message.split('\n')[0]);
}

/** A path inside a command's own temporary folder, named by what it is in the archive. */
const withoutStaging = (text: string) => text.replace(/\S*\/\.studio-(?:restore|backup)-[^/\s]+\/?/g, '');

/** The cause of `error`, redacted, without a final full stop. */
export const redactedCause = (error: unknown, secrets: (string | undefined)[]) =>
  redactSecrets(causeOf(error), secrets).replace(/[.\s]+$/, '');

/** `<what>: <cause>.` with the cause redacted; a sentence for the terminal. */
export function cliFailure(what: string, error: unknown, secrets: (string | undefined)[]): string {
  return `${what}: ${redactedCause(error, secrets)}.`;
}
