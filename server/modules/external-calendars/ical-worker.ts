import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { busyIntervals, CalendarLimitError, CalendarParseError } from './ical-busy.js';
import type { ParseJob, ParseAnswer } from './ical-parser-pool.js';

/*
 * The parser's thread (ical-parser-pool.ts): reads one calendar at a time, away from the
 * server's event loop, within the pool's time and memory limits.
 */
const port = parentPort;
if (!port) throw new Error('ical-worker runs as a worker thread');

/*
 * Reading a calendar is background work: on Linux this thread gives way to the server's own
 * (the kernel schedules threads, and /proc/thread-self names this one), so on a busy machine
 * requests are served first. Below normal, not the lowest: at the lowest, other processes of a
 * loaded machine starved it past the pool's time limit (a 4.7 MB file took 18 s instead of 5).
 * Elsewhere it runs as is.
 */
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not Linux, or not allowed: the worker keeps the server's priority.
}

port.on('message', (job: ParseJob) => {
  let answer: ParseAnswer;
  try {
    answer = { ok: true, intervals: busyIntervals(job.ics, job.from, job.to, job.withTitles) };
  } catch (error) {
    if (error instanceof CalendarLimitError) answer = { ok: false, failure: error.kind };
    else if (error instanceof CalendarParseError) answer = { ok: false, failure: 'notIcal' };
    else answer = { ok: false, failure: 'crash' };
  }
  port.postMessage(answer);
});
port.postMessage('ready');
