import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSrcWhenNear } from './lazy-map-frame';

type TCallback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver: records its options and what it watches, and lets the test report entries. */
function stubObserver() {
  const made: {
    callback: TCallback;
    options: IntersectionObserverInit;
    watched: unknown[];
    stopped: boolean;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record;
      constructor(callback: TCallback, options: IntersectionObserverInit) {
        this.record = { callback, options, watched: [] as unknown[], stopped: false };
        made.push(this.record);
      }
      observe(target: unknown) {
        this.record.watched.push(target);
      }
      disconnect() {
        this.record.stopped = true;
      }
    },
  );
  return made;
}

const SRC = 'https://www.google.com/maps/embed/v1/place?key=k&q=x';

describe('setSrcWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('watches the frame with a 200 px margin and gives it no address before it is near', () => {
    const made = stubObserver();
    const frame = { src: '' } as HTMLIFrameElement;
    setSrcWhenNear(frame, SRC);
    expect(made).toHaveLength(1);
    expect(made[0]!.options).toEqual({ rootMargin: '200px' });
    expect(made[0]!.watched).toEqual([frame]);
    made[0]!.callback([{ isIntersecting: false }]);
    expect(frame.src).toBe('');
    expect(made[0]!.stopped).toBe(false);
  });

  it('sets the address once the box is within the margin, then stops watching', () => {
    const made = stubObserver();
    const frame = { src: '' } as HTMLIFrameElement;
    setSrcWhenNear(frame, SRC);
    made[0]!.callback([{ isIntersecting: true }]);
    expect(frame.src).toBe(SRC);
    expect(made[0]!.stopped).toBe(true);
  });

  it('stops watching when the frame leaves the page first', () => {
    const made = stubObserver();
    const stop = setSrcWhenNear({ src: '' } as HTMLIFrameElement, SRC);
    stop();
    expect(made[0]!.stopped).toBe(true);
  });
});
