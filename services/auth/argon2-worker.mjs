// One password-hashing worker process of services/auth/passwords.ts (issue 20). Plain JavaScript so it starts in
// ~0.2 s without a TypeScript loader. It lowers its own priority to nice 19 before its first hash, so on a busy machine
// the kernel runs request handling first and argon2 takes only the CPU that is left over, and still all of it when idle.
// Jobs are done one at a time, synchronously, on this process's main thread (the niced thread): the parent sends a
// worker one job and waits for its answer.
import { setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

// ARGON2_NICE (default 19, the lowest priority): a smaller value gives logins a larger share of a saturated CPU
const nice = process.env.ARGON2_NICE ? Number(process.env.ARGON2_NICE) : 19;
try {
  setPriority(Number.isInteger(nice) && nice >= 0 && nice <= 19 ? nice : 19);
} catch {
  // not allowed (some sandboxes): hashing still works, only without the lower priority
}

// the parent went away (closed, crashed or was killed): never linger as an orphan
process.on('disconnect', () => process.exit(0));

process.on('message', (job) => {
  let answer;
  try {
    if (job.op === 'hash') answer = { id: job.id, result: hashSync(job.password, job.options) };
    else {
      let matches = false;
      try {
        matches = verifySync(job.hash, job.password);
      } catch {
        // a stored value that is not an argon2 hash matches nothing
      }
      answer = { id: job.id, result: matches };
    }
  } catch (err) {
    answer = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  process.send(answer);
});
