import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

/**
 * argon2id on threads of our own, each at a lower CPU priority than the event loop.
 *
 * @node-rs/argon2's async calls run on libuv's shared thread pool at the process's priority, so a
 * burst of logins took a core from the requests on equal terms. Each thread here runs the library's
 * synchronous calls and lowers its own priority (Linux: `setpriority` on a thread id affects that
 * thread only): when the cores are busy the scheduler serves the event loop and the database first,
 * and logins take what is left; on an idle machine a login is as fast as before.
 *
 * The threads are plain CommonJS given as source (`eval`), so the bundled server needs no second
 * entry file; the library is resolved here and its absolute path handed over.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}
const argon2 = require(workerData.library);
parentPort.on('message', (job) => {
  try {
    const value =
      job.op === 'hash' ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.hashed, job.password);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error && error.message ? error.message : error) });
  }
});
`;

type Job =
  { op: 'hash'; password: string; options: Options } | { op: 'verify'; hashed: string; password: string };
type Reply = { ok: true; value: string | boolean } | { ok: false; error: string };

export interface HashThreads {
  hash(password: string, options: Options): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Ends every thread; a job still running fails. */
  close(): Promise<void>;
}

/**
 * Threads are made on first use and kept; callers limit how many jobs run at once (one per thread
 * is enough, a caller with more jobs than threads gets a new thread for each). A thread that dies
 * fails its job and is replaced by the next one. Idle threads do not keep the process alive.
 */
export function createHashThreads(nice: number): HashThreads {
  const library = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const idle: Worker[] = [];
  const all = new Set<Worker>();

  function spawn(): Worker {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { library, nice } });
    all.add(worker);
    worker.once('exit', () => {
      all.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  }

  function run(job: Job): Promise<string | boolean> {
    const worker = idle.pop() ?? spawn();
    worker.ref();
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (reply: Reply) => {
        settle();
        worker.unref();
        idle.push(worker);
        if (reply.ok) resolve(reply.value);
        else reject(new Error(reply.error));
      };
      const onError = (error: Error) => {
        settle();
        void worker.terminate();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`argon2 thread exited with code ${code}`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job);
    });
  }

  return {
    async close() {
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
    async hash(password, options) {
      const value = await run({ op: 'hash', password, options });
      if (typeof value !== 'string') throw new Error('argon2 thread returned no hash');
      return value;
    },
    async verify(hashed, password) {
      return (await run({ op: 'verify', hashed, password })) === true;
    },
  };
}
