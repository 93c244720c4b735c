import { describe, expect, it, vi } from 'vitest';
import { EARLY_CONTROL, ENHANCED } from '@/ui/hydration/early-control';
import { SLIDE_HIDDEN_CLASS, earlyControlsScript } from './early-controls-script';
import { Element } from './stand-in-element.fixture';

type TListener = (event: unknown) => void;

/** A slider of three slides, the first shown, with its controls, under the early script. */
function slider() {
  const slides = [0, 1, 2].map((i) => new Element({ 'data-slide': '' }, i === 0 ? [] : [SLIDE_HIDDEN_CLASS]));
  const dots = [0, 1, 2].map(
    (i) => new Element({ 'data-slide-to': String(i), ...(i === 0 ? { 'aria-current': 'true' } : {}) }),
  );
  const dotIcon = new Element();
  dots[2]!.add(dotIcon);
  const previous = new Element({ 'data-slide-step': '-1' });
  const next = new Element({ 'data-slide-step': '1' });
  const pause = new Element({ 'data-slide-pause': '' });
  const carousel = new Element({ [EARLY_CONTROL]: 'slider' }).add(...slides, pause, previous, ...dots, next);
  const listeners = new Map<string, TListener>();
  const window = { addEventListener: (type: string, listener: TListener) => listeners.set(type, listener) };
  const document = { addEventListener: vi.fn() };
  new Function('window', 'document', 'fetch', earlyControlsScript())(window, document, vi.fn());
  const click = (target: Element) => {
    const event = { target, stopPropagation: vi.fn(), preventDefault: vi.fn() };
    listeners.get('click')?.(event);
    return event;
  };
  return {
    carousel,
    pause,
    click,
    clickNext: () => click(next),
    clickPrevious: () => click(previous),
    clickDotIcon: () => click(dotIcon),
    shown: () => slides.flatMap((s, i) => (s.classes.has(SLIDE_HIDDEN_CLASS) ? [] : [i])),
    current: () => dots.flatMap((d, i) => (d.getAttribute('aria-current') === 'true' ? [i] : [])),
  };
}

describe('earlyControlsScript: the home slider before hydration', () => {
  it('Next and Previous show one slide, round at both ends, mark its button and record it', () => {
    const s = slider();
    const first = s.clickNext();
    expect(s.shown()).toEqual([1]);
    expect(s.current()).toEqual([1]);
    expect(s.carousel.getAttribute('data-early-index')).toBe('1');
    expect(first.stopPropagation).toHaveBeenCalled();
    s.clickPrevious();
    s.clickPrevious();
    expect(s.shown()).toEqual([2]);
    expect(s.current()).toEqual([2]);
    expect(s.carousel.getAttribute('data-early-index')).toBe('2');
  });

  it("a slide's button, tapped on its dot, shows that slide", () => {
    const s = slider();
    s.clickDotIcon();
    expect(s.shown()).toEqual([2]);
    expect(s.current()).toEqual([2]);
  });

  it('Pause flips data-stopped and records the choice; Play flips it back', () => {
    const s = slider();
    s.click(s.pause);
    expect(s.pause.hasAttribute('data-stopped')).toBe(true);
    expect(s.carousel.getAttribute('data-early-choice')).toBe('pause');
    s.click(s.pause);
    expect(s.pause.hasAttribute('data-stopped')).toBe(false);
    expect(s.carousel.getAttribute('data-early-choice')).toBe('play');
    expect(s.shown()).toEqual([0]);
  });

  it('leaves a slider React has enhanced to React', () => {
    const s = slider();
    s.carousel.setAttribute(ENHANCED, '');
    expect(s.clickNext().stopPropagation).not.toHaveBeenCalled();
    expect(s.shown()).toEqual([0]);
    expect(s.carousel.hasAttribute('data-early-index')).toBe(false);
  });
});
