'use client';
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { replaceStoredFavourites, type TFavouriteCar } from '@/features/favourites/favourites-store';
import { fetchGarageMe } from './garage-me';
import type { TSignInDialogProps } from './sign-in-dialog';

/** Marks a browser whose favourites are an account's, so they are cleared once it is signed out (or deleted). */
const syncedKey = (siteSlug: string) => `forecourt:garage:${siteSlug}`;

function markSynced(siteSlug: string, synced: boolean): boolean {
  try {
    const was = window.localStorage.getItem(syncedKey(siteSlug)) !== null;
    if (synced) window.localStorage.setItem(syncedKey(siteSlug), '1');
    else window.localStorage.removeItem(syncedKey(siteSlug));
    return was;
  } catch {
    return false;
  }
}

const linkClass =
  'rounded-theme inline-flex min-h-6 items-center gap-1 px-2 py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The header's My Garage link: to the sign-in page, or the account once /api/me (asked after the page, which is
 * the same for everyone) says this browser is signed in. With JavaScript a tap opens the sign-in dialog, whose
 * code is loaded only then; the favourites sync is loaded only for a signed-in browser.
 */
export function AccountMenu({ siteSlug }: { siteSlug: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<TSignInDialogProps> | null>(null);

  const startSync = (favourites: TFavouriteCar[]) => {
    // First time this browser shows the account (signed in on the page): its own saved cars are merged in.
    const mergeDevice = !markSynced(siteSlug, true);
    return import('./garage-favourites-sync').then(({ startGarageFavouritesSync }) =>
      startGarageFavouritesSync(siteSlug, favourites, { mergeDevice }),
    );
  };

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void fetchGarageMe().then(async (me) => {
      if (!live || !me) return;
      // Signed out (or the account deleted) since: the account's cars leave this browser with it.
      if (!me.account) {
        if (markSynced(siteSlug, false)) replaceStoredFavourites(siteSlug, []);
        return;
      }
      setEmail(me.account.email);
      stop = await startSync(me.favourites);
      if (!live) stop();
    });
    return () => {
      live = false;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the site does not change
  }, [siteSlug]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (email || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    void fetch('/api/events/login_popup', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    }).catch(() => undefined);
    void import('./sign-in-dialog').then(({ SignInDialog }) => setDialog(() => SignInDialog));
  };

  return (
    <>
      <a
        href={email ? '/account' : '/account/sign-in'}
        onClick={open}
        className={linkClass}
        data-testid="my-garage-link"
      >
        {email ? 'My Garage' : 'Sign in'}
      </a>
      {Dialog && (
        <Dialog
          siteSlug={siteSlug}
          onClose={() => setDialog(null)}
          onSignedIn={(signedInAs, favourites) => {
            setEmail(signedInAs);
            void startSync(favourites);
          }}
        />
      )}
    </>
  );
}
