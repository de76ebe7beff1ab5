import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A valid 1×1 PNG, written to a temp file for the professional's ID upload. */
export function writeTinyPng(name = 'documento.png'): string {
  const file = path.join(tmpdir(), `studio-e2e-${process.pid}-${name}`);
  writeFileSync(
    file,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
  );
  return file;
}
