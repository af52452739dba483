import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** Child processes of the start and test scripts: each in its own process group, stopped as a group. */

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: 'inherit',
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null)));
    child.once('error', () => resolve(1));
  });
  return { name, process: child, exited };
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (child.process.pid === undefined || child.process.exitCode !== null) return;
  try {
    process.kill(-child.process.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to each group, then SIGKILL for whatever is still there after the grace period. */
export async function stopChildren(children: Child[], graceMs = 10_000): Promise<void> {
  for (const child of children) signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, graceMs);
  await Promise.all(children.map((c) => c.exited));
  clearTimeout(timer);
}

/** Polls a URL until it answers (any HTTP status) or the child exits or time runs out. */
export async function waitForUrl(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name} exited before it answered at ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${child.name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Runs a command to completion; resolves with its exit code. Its output goes to the terminal, or to
 * the file `output` (a command running beside another, whose lines would otherwise interleave).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; output?: string } = {},
): Promise<number> {
  const fd = options.output === undefined ? undefined : openSync(options.output, 'w');
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(1));
  }).finally(() => {
    if (fd !== undefined) closeSync(fd);
  });
}
