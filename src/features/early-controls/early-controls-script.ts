import { stepSlide } from '@/domain/content/slide-step';
import { EARLY_CONTROL, EARLY_NEXT, ENHANCED } from '@/ui/hydration/early-control';

/** The event the early script sends after it has changed the saved favourites, for the store's subscribers. */
export const FAVOURITES_CHANGED_EVENT = 'forecourt:favourites-changed';
/** The class that hides every home slide but the one shown (Tailwind's `hidden`), set by React and the early script. */
export const SLIDE_HIDDEN_CLASS = 'hidden';

/**
 * The inline script at the top of every site page that makes the controls a buyer taps first work before the page's
 * JavaScript has loaded and hydrated (ARCHITECTURE: a tap made the moment a control is visible takes effect):
 * - a favourite heart (`data-early="favourite"`, `data-site`, `data-car-id`, `data-car-slug`, `data-car-name`) not yet
 *   enhanced saves or unsaves the car in localStorage as favourites-store does, flips `aria-pressed` and tells the
 *   store's subscribers; the click goes no further, so React, hydrating later, never applies it twice;
 * - a phone reveal (`<details data-early="phone-reveal" data-track='{…}'>`) opened by the browser, with or without
 *   React, sends its tracking call once (spec 4: car_id, dealership_id, website_id);
 * - the home slider's controls (`data-early="slider"` not yet enhanced): Previous / Next (`data-slide-step="-1|1"`)
 *   and a slide's button (`data-slide-to="N"`) show that slide and mark its button `aria-current`; Pause / Play
 *   (`data-slide-pause`) flips `data-stopped`, which swaps its label. The slider records what was asked in
 *   `data-early-index` and `data-early-choice`, where SlideCarousel takes it over once hydrated;
 * - a multi-step form's Next (a submit button in `data-early="multi-step"` not yet enhanced): natively it would post
 *   the whole form, which the later steps' hidden required fields stop with no message, so the tap is kept as
 *   `data-early-next` on the form instead, and the form goes on from there (or shows the step's errors) once
 *   hydrated;
 * - an invoker-command button (`button[commandfor]`) in a browser without invoker commands (before Chromium 135,
 *   Firefox 144, Safari 26.2) performs its command on the <dialog> it names, `show-modal` or `close`, the only ones
 *   the site uses; checked at each click, so once InvokerCommandsFallback's polyfill has loaded it steps aside.
 * It must stay self-contained: it is serialised as text (Function.prototype.toString), and so is stepSlide, which
 * it is given as an argument (a pure function).
 */
export function earlyControls(
  early: string,
  enhanced: string,
  changed: string,
  slideHidden: string,
  earlyNext: string,
  step: typeof stepSlide,
) {
  const w = window;
  const d = document;
  function toggleFavourite(button: HTMLElement) {
    const data = button.dataset;
    const key = `forecourt:favourites:${data.site}`;
    const id = Number(data.carId);
    let list: { id: number }[] = [];
    try {
      const parsed: unknown = JSON.parse(w.localStorage.getItem(key) || '[]');
      if (Array.isArray(parsed)) list = parsed;
    } catch {
      list = [];
    }
    const saved = list.some((car) => car && car.id === id);
    const next = saved
      ? list.filter((car) => !(car && car.id === id))
      : list.concat([{ id, slug: data.carSlug, name: data.carName } as { id: number }]);
    try {
      w.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      return;
    }
    button.setAttribute('aria-pressed', String(!saved));
    w.dispatchEvent(new Event(changed));
  }
  function operateSlider(slider: HTMLElement, control: HTMLElement) {
    if (control.hasAttribute('data-slide-pause')) {
      const stopped = !control.hasAttribute('data-stopped');
      if (stopped) control.setAttribute('data-stopped', '');
      else control.removeAttribute('data-stopped');
      slider.setAttribute('data-early-choice', stopped ? 'pause' : 'play');
      return;
    }
    const slides = slider.querySelectorAll('[data-slide]');
    const count = slides.length;
    let shown = 0;
    slides.forEach((slide, i) => {
      if (!slide.classList.contains(slideHidden)) shown = i;
    });
    const to = control.getAttribute('data-slide-to');
    const next =
      to !== null ? Number(to) : step(shown, count, Number(control.getAttribute('data-slide-step')));
    if (!(next >= 0 && next < count)) return;
    slides.forEach((slide, i) => slide.classList.toggle(slideHidden, i !== next));
    slider.querySelectorAll('[data-slide-to]').forEach((button) => {
      if (Number(button.getAttribute('data-slide-to')) === next) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
    slider.setAttribute('data-early-index', String(next));
  }
  function runCommand(button: HTMLButtonElement) {
    const dialog = d.getElementById(button.getAttribute('commandfor') || '') as HTMLDialogElement | null;
    if (!dialog || dialog.localName !== 'dialog') return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' && dialog.open) dialog.close();
  }
  w.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || !target.closest) return;
      const slideControl = target.closest<HTMLElement>(
        '[data-slide-to],[data-slide-step],[data-slide-pause]',
      );
      const slider = slideControl && slideControl.closest<HTMLElement>(`[${early}="slider"]`);
      if (slideControl && slider && !slider.hasAttribute(enhanced)) {
        event.stopPropagation();
        event.preventDefault();
        operateSlider(slider, slideControl);
        return;
      }
      const submit = target.closest('[type="submit"]');
      const stepForm = submit && submit.closest(`[${early}="multi-step"]`);
      if (stepForm && !stepForm.hasAttribute(enhanced)) {
        event.stopPropagation();
        event.preventDefault();
        stepForm.setAttribute(earlyNext, '');
        return;
      }
      const invoker = target.closest<HTMLButtonElement>('button[commandfor]');
      if (invoker && !('command' in invoker)) {
        runCommand(invoker);
        return;
      }
      const control = target.closest<HTMLElement>(`[${early}="favourite"]`);
      if (!control || control.hasAttribute(enhanced)) return;
      event.stopPropagation();
      event.preventDefault();
      toggleFavourite(control);
    },
    true,
  );
  d.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      if (!details.open || details.getAttribute(early) !== 'phone-reveal' || details.dataset.tracked) return;
      details.dataset.tracked = '1';
      fetch('/api/events/car_phone_call', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: details.dataset.track,
        keepalive: true,
      })
        .then((response) => {
          if (!response.ok) console.error('Phone reveal tracking failed', response.status);
        })
        .catch((error: unknown) => console.error('Phone reveal tracking failed', error));
    },
    true,
  );
}

/** earlyControls as the text of an inline script, with stepSlide's own text for the slider's steps. */
export function earlyControlsScript(): string {
  const args = [EARLY_CONTROL, ENHANCED, FAVOURITES_CHANGED_EVENT, SLIDE_HIDDEN_CLASS, EARLY_NEXT]
    .map((a) => JSON.stringify(a))
    .join(',');
  return `(${earlyControls.toString()})(${args},${stepSlide.toString()});`;
}
