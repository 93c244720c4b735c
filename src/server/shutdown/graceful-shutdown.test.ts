import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown, type TShutdownSteps } from './graceful-shutdown';

afterEach(() => {
  vi.useRealTimers();
});

/** Steps that record their order; requests and jobs finish when the test says. */
function recordingSteps() {
  const order: string[] = [];
  const logs: Record<string, unknown>[] = [];
  let finishRequests = () => {};
  let finishJobs = () => {};
  const steps: TShutdownSteps = {
    stopTakingRequests: () => {
      order.push('stop taking requests');
      return new Promise((resolve) => (finishRequests = resolve));
    },
    closeAllConnections: () => void order.push('close connections'),
    stopJobs: () => {
      order.push('stop jobs');
      return new Promise((resolve) => (finishJobs = resolve));
    },
    handBackClaims: async () => {
      order.push('hand back claims');
      return 2;
    },
    closeDatabase: async () => void order.push('close database'),
    log: (fields) => void logs.push(fields),
  };
  return { steps, order, logs, finishRequests: () => finishRequests(), finishJobs: () => finishJobs() };
}

describe('gracefulShutdown', () => {
  it('hands back claims and closes the database only after requests and jobs have finished', async () => {
    const s = recordingSteps();
    const done = gracefulShutdown(s.steps, 25_000);
    await Promise.resolve();
    expect(s.order).toEqual(['stop taking requests', 'stop jobs']);
    s.finishRequests();
    await new Promise((r) => setImmediate(r));
    expect(s.order).not.toContain('close database');
    s.finishJobs();
    expect(await done).toBe(0);
    expect(s.order).toEqual([
      'stop taking requests',
      'stop jobs',
      'close connections',
      'hand back claims',
      'close database',
    ]);
    expect(s.logs.at(-1)).toMatchObject({
      msg: 'shut down',
      requestsDone: true,
      jobsDone: true,
      handedBack: 2,
    });
  });

  it('gives up waiting when the grace period is over, and still closes the database', async () => {
    vi.useFakeTimers();
    const s = recordingSteps();
    const done = gracefulShutdown(s.steps, 25_000);
    await vi.advanceTimersByTimeAsync(24_999);
    expect(s.order).not.toContain('close database');
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(0);
    expect(s.order.slice(-3)).toEqual(['close connections', 'hand back claims', 'close database']);
    expect(s.logs.at(-1)).toMatchObject({ requestsDone: false, jobsDone: false });
  });

  it('exits 1 when a step fails, after running the others', async () => {
    const s = recordingSteps();
    s.steps.handBackClaims = async () => {
      throw new Error('database gone');
    };
    s.steps.stopTakingRequests = async () => {};
    s.steps.stopJobs = async () => {};
    expect(await gracefulShutdown(s.steps, 1000)).toBe(1);
    expect(s.order).toContain('close database');
    expect(s.logs).toContainEqual(
      expect.objectContaining({ msg: 'shutdown step failed', step: 'hand back claims' }),
    );
  });
});
