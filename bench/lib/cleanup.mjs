// Ctrl-C or a kill in the middle of a run must not leave servers, PostgreSQL clusters or temp folders behind:
// the (synchronous) cleanups registered here run when the process exits for any reason, SIGINT and SIGTERM included.
const tasks = new Set();
let installed = false;

function runAll() {
  for (const task of tasks) {
    try {
      task();
    } catch {
      // Best effort: one failed cleanup must not stop the others.
    }
  }
  tasks.clear();
}

/** Registers a synchronous cleanup; returns a function that unregisters it (call it after a normal stop). */
export function onExit(task) {
  if (!installed) {
    installed = true;
    process.on('exit', runAll);
    // Node's default on these signals exits without 'exit' handlers; exiting explicitly runs them.
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
  }
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Blocks for `ms` milliseconds (exit handlers cannot await). */
export function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
