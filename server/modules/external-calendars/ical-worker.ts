import { parentPort } from 'node:worker_threads';
import { busyIntervals, CalendarLimitError, CalendarParseError } from './ical-busy.js';
import type { ParseJob, ParseAnswer } from './ical-parser-pool.js';

/*
 * The parser's thread (ical-parser-pool.ts): reads one calendar at a time, away from the
 * server's event loop, within the pool's time and memory limits.
 */
const port = parentPort;
if (!port) throw new Error('ical-worker runs as a worker thread');

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
