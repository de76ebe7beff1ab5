import { afterEach, describe, expect, it } from 'vitest';
import { JobRunner, type Job } from './jobs.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (the machine may be slow: timers fire late, never early). */
async function until(done: () => boolean, limitMs = 5000) {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > limitMs) throw new Error('condition not reached in time');
    await sleep(5);
  }
}

/** A job the test finishes by hand, counting how many times it was started. */
function heldJob(name: string, every?: number, after?: number) {
  let release = () => {};
  const job = {
    name,
    every,
    after,
    starts: 0,
    run: () => {
      job.starts++;
      return new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
  return job;
}

/** The log lines written at warn level, as the runner would give them to the app's logger. */
function recordingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return { lines, warn: (details: object, message: string) => void lines.push({ details: { ...details }, message }) };
}

let runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.map((runner) => runner.stop(0)));
  runners = [];
});

function startRunner(jobs: Job[], log = recordingLog()) {
  const runner = new JobRunner(jobs, log);
  runners.push(runner);
  runner.start();
  return { runner, log };
}

describe('the background job runner', () => {
  it('does not start a job again while its previous run is still going', async () => {
    const slow = heldJob('slow', 10);
    startRunner([slow]);
    await sleep(80);
    expect(slow.starts).toBe(1);
    slow.release();
    await until(() => slow.starts > 1);
    expect(slow.starts).toBe(2);
  });

  it('guards each job on its own: a slow job does not hold back another one', async () => {
    const slow = heldJob('slow', 10);
    let quickRuns = 0;
    startRunner([slow, { name: 'quick', every: 10, run: async () => void quickRuns++ }]);
    await until(() => quickRuns >= 3);
    expect(slow.starts).toBe(1);
  });

  it('logs a failing job with its name and runs it again at its next time', async () => {
    let runs = 0;
    const { log } = startRunner([
      {
        name: 'unread notices',
        every: 10,
        run: async () => {
          runs++;
          throw new Error('database gone');
        },
      },
    ]);
    await until(() => runs >= 2);
    expect(log.lines.length).toBe(runs);
    expect(log.lines[0].message).toBe('unread notices failed');
    expect(log.lines[0].details.job).toBe('unread notices');
    expect((log.lines[0].details.err as Error).message).toBe('database gone');
  });

  it('runs a job with only a delay once, after that delay', async () => {
    let runs = 0;
    startRunner([{ name: 'series at start', after: 20, run: async () => void runs++ }]);
    await sleep(5);
    expect(runs).toBe(0);
    await sleep(60);
    expect(runs).toBe(1);
  });

  it('runs a job with a delay and a period first after the delay, not after the period', async () => {
    let runs = 0;
    startRunner([{ name: 'both', after: 5, every: 60_000, run: async () => void runs++ }]);
    await sleep(60);
    expect(runs).toBe(1);
  });

  it('starts nothing more once stopped', async () => {
    let runs = 0;
    const { runner } = startRunner([
      { name: 'often', every: 10, run: async () => void runs++ },
      { name: 'later', after: 30, run: async () => void runs++ },
    ]);
    await sleep(25);
    await runner.stop();
    const atStop = runs;
    await sleep(60);
    expect(runs).toBe(atStop);
  });

  it('waits at stop for a job that is running to finish', async () => {
    const slow = heldJob('housekeeping', 10);
    const { runner, log } = startRunner([slow]);
    await sleep(20);
    let stopped = false;
    const stopping = runner.stop(1000).then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    expect(stopped).toBe(true);
    expect(runner.inProgress).toEqual([]);
    expect(log.lines).toEqual([]);
  });

  it('leaves a job still running past the stop limit, and says which one', async () => {
    const stuck = heldJob('external calendar fetches', 10);
    const { runner, log } = startRunner([stuck]);
    await sleep(20);
    await runner.stop(20);
    expect(log.lines).toEqual([
      { details: { jobs: ['external calendar fetches'] }, message: 'background jobs still running after 20 ms are left' },
    ]);
    stuck.release();
  });
});
