import { describe, expect, it, vi } from 'vitest';
import { EARLY_CONTROL, EARLY_NEXT, ENHANCED } from '@/ui/hydration/early-control';
import { earlyControlsScript } from './early-controls-script';
import { Element } from './stand-in-element.fixture';

type TListener = (event: unknown) => void;

/** A multi-step form with a field and its Next (a submit button with a label inside), under the early script. */
function multiStepForm() {
  const label = new Element();
  const next = new Element({ type: 'submit' }).add(label);
  const field = new Element({ name: 'amount' });
  const form = new Element({ [EARLY_CONTROL]: 'multi-step' }).add(field, next);
  const listeners = new Map<string, TListener>();
  const window = { addEventListener: (type: string, listener: TListener) => listeners.set(type, listener) };
  new Function('window', 'document', 'fetch', earlyControlsScript())(
    window,
    { addEventListener: vi.fn() },
    vi.fn(),
  );
  const click = (target: Element) => {
    const event = { target, stopPropagation: vi.fn(), preventDefault: vi.fn() };
    listeners.get('click')?.(event);
    return event;
  };
  return { form, click, clickNext: () => click(label), clickField: () => click(field) };
}

describe('earlyControlsScript: a multi-step form', () => {
  it('keeps a Next tapped before hydration on the form, and stops the native post it would make', () => {
    const f = multiStepForm();
    const event = f.clickNext();
    expect(f.form.hasAttribute(EARLY_NEXT)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopPropagation).toHaveBeenCalled();
  });

  it('leaves any other tap in the form, and every tap once React has enhanced it, to the page', () => {
    const f = multiStepForm();
    expect(f.clickField().preventDefault).not.toHaveBeenCalled();
    f.form.setAttribute(ENHANCED, '');
    expect(f.clickNext().preventDefault).not.toHaveBeenCalled();
    expect(f.form.hasAttribute(EARLY_NEXT)).toBe(false);
  });

  it('leaves a submit button outside a multi-step form to the page', () => {
    const f = multiStepForm();
    const lone = new Element({ type: 'submit' });
    expect(f.click(lone).preventDefault).not.toHaveBeenCalled();
  });
});
