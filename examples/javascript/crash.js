'use strict';
// jobqueue.js - a tiny in-memory job queue with priorities, retries and stats.

const DEFAULTS = {
  concurrency: 2,
  retry: { count: 3, delayMs: 250, factor: 2 },
  logLevel: 'info',
};

const LEVELS = ['debug', 'info', 'warn', 'error'];

function normalizeOptions(user = {}) {
  const options = { ...DEFAULTS, ...user };
  if (!(options.concurrency >= 1)) options.concurrency = DEFAULTS.concurrency;
  if (!LEVELS.includes(options.logLevel)) options.logLevel = DEFAULTS.logLevel;
  const count = user.retry.count ?? DEFAULTS.retry.count;
  options.retry = { ...DEFAULTS.retry, ...user.retry, count: Math.min(count, 10) };
  return options;
}

function makeLogger(level) {
  const min = LEVELS.indexOf(level);
  const log = {};
  for (const name of LEVELS) {
    log[name] = (...args) => {
      if (LEVELS.indexOf(name) >= min) console.log(`[${name}]`, ...args);
    };
  }
  return log;
}

function normalizeJob(spec, seq) {
  if (typeof spec === 'function') spec = { run: spec };
  return {
    id: spec.id || `job-${seq}`,
    run: spec.run,
    priority: Number.isFinite(spec.priority) ? spec.priority : 0,
    attempts: 0,
    state: 'pending',
  };
}

function backoffDelay(options, attempt) {
  const { delayMs, factor } = options.retry;
  return Math.round(delayMs * Math.pow(factor, attempt - 1));
}

function shouldRetry(options, job, error) {
  if (error && error.fatal) return false;
  return job.attempts < options.retry.count;
}

class JobQueue {
  constructor(options) {
    this.options = options;
    this.log = makeLogger(this.options.logLevel);
    this.jobs = [];
    this.done = [];
    this.seq = 0;
  }

  add(spec) {
    const job = normalizeJob(spec, ++this.seq);
    this.jobs.push(job);
    this.jobs.sort((a, b) => b.priority - a.priority);
    this.log.debug('queued', job.id, 'priority', job.priority);
    return job.id;
  }

  runOne(job) {
    job.attempts += 1;
    try {
      job.result = job.run();
      job.state = 'done';
    } catch (error) {
      if (shouldRetry(this.options, job, error)) {
        job.state = 'retry';
        job.wait = backoffDelay(this.options, job.attempts);
        this.log.warn(job.id, 'failed, retrying in', job.wait, 'ms');
        return false;
      }
      job.state = 'failed';
      job.error = error.message;
      this.log.error(job.id, 'gave up:', error.message);
    }
    return true;
  }

  drain() {
    let rounds = 0;
    while (this.jobs.length > 0 && rounds < 100) {
      rounds += 1;
      const batch = this.jobs.splice(0, this.options.concurrency);
      for (const job of batch) {
        if (this.runOne(job)) this.done.push(job);
        else this.jobs.push(job);
      }
    }
    return this.stats();
  }

  stats() {
    const count = (state) => this.done.filter((j) => j.state === state).length;
    return { done: count('done'), failed: count('failed'), pending: this.jobs.length };
  }
}

function flaky(times, value) {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls <= times) throw new Error(`flaky call ${calls}`);
    return value;
  };
}

if (require.main === module) {
  const options = normalizeOptions({ concurrency: 1, logLevel: 'warn' });
  const queue = new JobQueue(options);
  queue.add({ id: 'index', priority: 5, run: () => 'indexed 12 files' });
  queue.add({ id: 'upload', run: flaky(1, 'uploaded') });
  queue.add(() => 'cleanup ok');
  console.log(JSON.stringify(queue.drain()));
}

module.exports = { JobQueue, normalizeOptions, makeLogger, normalizeJob, backoffDelay, shouldRetry };
