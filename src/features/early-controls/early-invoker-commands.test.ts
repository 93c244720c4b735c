import { describe, expect, it, vi } from 'vitest';
import { earlyControlsScript } from './early-controls-script';
import { Element } from './stand-in-element.fixture';

type TListener = (event: unknown) => void;

/** A <dialog> that opens and closes as the browser's does. */
class Dialog extends Element {
  open = false;
  showModal = vi.fn(() => void (this.open = true));
  close = vi.fn(() => void (this.open = false));
  constructor(id: string) {
    super({ id }, [], 'dialog');
  }
}

const button = (commandfor: string, command: string) => new Element({ commandfor, command }, [], 'button');

/** A page with a drawer, its Menu button (a label inside) and its Close button, under the early script. */
function page() {
  const drawer = new Dialog('menu');
  const label = new Element();
  const menu = button('menu', 'show-modal').add(label);
  const close = button('menu', 'close');
  drawer.add(close);
  const byId = new Map<string, Element>([['menu', drawer]]);
  const listeners = new Map<string, TListener>();
  const window = { addEventListener: (type: string, listener: TListener) => listeners.set(type, listener) };
  const document = { addEventListener: vi.fn(), getElementById: (id: string) => byId.get(id) ?? null };
  new Function('window', 'document', 'fetch', earlyControlsScript())(window, document, vi.fn());
  const click = (target: Element) => {
    const event = { target, stopPropagation: vi.fn(), preventDefault: vi.fn() };
    listeners.get('click')?.(event);
    return event;
  };
  /** What the browser's own invoker commands, or the polyfill's, give every button. */
  const supportCommands = () => [menu, close].forEach((b) => Object.assign(b, { command: '' }));
  return { drawer, byId, click, supportCommands, tapMenu: () => click(label), tapClose: () => click(close) };
}

describe('earlyControlsScript: invoker commands in a browser without them', () => {
  it('show-modal opens the dialog it names, once, and close closes it; the click goes on to the page', () => {
    const p = page();
    const tap = p.tapMenu();
    expect(p.drawer.open).toBe(true);
    expect(tap.preventDefault).not.toHaveBeenCalled();
    expect(tap.stopPropagation).not.toHaveBeenCalled();
    p.tapMenu();
    expect(p.drawer.showModal).toHaveBeenCalledTimes(1);
    p.tapClose();
    expect(p.drawer.open).toBe(false);
    p.tapClose();
    expect(p.drawer.close).toHaveBeenCalledTimes(1);
  });

  it('steps aside once the browser has the commands, natively or from the polyfill, so nothing acts twice', () => {
    const p = page();
    p.tapMenu();
    p.supportCommands();
    p.tapClose();
    expect(p.drawer.close).not.toHaveBeenCalled();
    p.drawer.open = false;
    p.tapMenu();
    expect(p.drawer.showModal).toHaveBeenCalledTimes(1);
  });

  it('ignores a command it does not know, a missing target and a target that is not a dialog', () => {
    const p = page();
    p.click(button('menu', 'toggle-popover'));
    p.click(button('nowhere', 'show-modal'));
    p.byId.set('panel', new Element({ id: 'panel' }));
    p.click(button('panel', 'show-modal'));
    expect(p.drawer.showModal).not.toHaveBeenCalled();
    expect(p.drawer.open).toBe(false);
  });
});
