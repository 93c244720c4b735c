import { UNREACHABLE_SERVER_MESSAGE } from '@/domain/forms/messages';
import { leadFailure } from '@/domain/leads/lead-failure';
import { loadLater } from '@/ui/lazy/load-later';

/** A send whose code could not load: nothing reached the server. */
export type TUnsent = { ok: false; message: string; field: null };

/**
 * A form's send function whose code loads when first needed instead of with the page: the form's first focus warms
 * it, and a send waits for it. Code that cannot load is answered as a send that could not reach the server, since
 * nothing did: the form keeps what was typed and its retry loads the code afresh, so no lead is lost or doubled.
 */
export function sendLater<F extends (...args: never[]) => Promise<unknown>>(load: () => Promise<F>) {
  const loaded = loadLater(load);
  return {
    warm(): void {
      // A failure here is met again, and answered, by send.
      loaded().catch(() => {});
    },
    async send(...args: Parameters<F>): Promise<Awaited<ReturnType<F>> | TUnsent> {
      let send: F;
      try {
        send = await loaded();
      } catch (error) {
        console.error(leadFailure(error).alert);
        return { ok: false, message: UNREACHABLE_SERVER_MESSAGE, field: null };
      }
      return (await send(...args)) as Awaited<ReturnType<F>>;
    },
  };
}
