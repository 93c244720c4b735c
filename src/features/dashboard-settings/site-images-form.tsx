/* eslint-disable @next/next/no-img-element -- the dashboard shows the site's own files as they are served */
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { TextField } from '@/ui/form/text-field';
import { draftLabel } from '@/ui/form/draft-field';
import { SettingsPanel } from './settings-panel';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** Which field a refused upload's code belongs to. */
const FIELD_OF_CODE: Readonly<Record<string, 'logo' | 'icon'>> = {
  logo_too_large: 'logo',
  logo_not_image: 'logo',
  icon_too_large: 'icon',
  icon_not_image: 'icon',
};

/** A refused upload's message at its file field (the code comes back in `?error=`); none for other codes. */
export function siteImageErrors(code: unknown, message: string | null): Record<string, string> {
  const field = typeof code === 'string' ? FIELD_OF_CODE[code] : undefined;
  return field && message ? { [field]: message } : {};
}

/**
 * The site's logo and icon: what the site shows now, and a multipart form (a file input each, so it works
 * without JavaScript) that replaces either or both. Files are checked by their content on the server.
 */
export function SiteImagesForm({ site, errors }: { site: TEditableSite; errors: Record<string, string> }) {
  const f = { values: {}, errors };
  return (
    <SettingsPanel id="images" title="Logo and icon">
      <div className="flex flex-wrap items-center gap-6 text-sm">
        <p className="flex items-center gap-2">
          Logo now:{' '}
          {site.logoUrl ? (
            <img src={site.logoUrl} alt={`${site.name} logo`} width={160} height={32} className="bg-white" />
          ) : (
            'none (the header shows the name)'
          )}
        </p>
        <p className="flex items-center gap-2">
          Icon now:{' '}
          {site.iconUrl ? (
            <img src={site.iconUrl} alt={`${site.name} icon`} width={32} height={32} />
          ) : (
            'none'
          )}
        </p>
      </div>
      <form
        method="post"
        action={`/settings/${encodeURIComponent(site.slug)}/images`}
        encType="multipart/form-data"
        noValidate
        className="grid gap-3 md:grid-cols-2"
      >
        <TextField
          {...draftLabel(f, 'logo', 'New logo')}
          type="file"
          accept={ACCEPT}
          hint="PNG, JPEG, WebP or AVIF, up to 5 MB; a wide one, shown 160×32 in the header and footer."
        />
        <TextField
          {...draftLabel(f, 'icon', 'New icon')}
          type="file"
          accept={ACCEPT}
          hint="A square PNG, JPEG, WebP or AVIF, up to 5 MB: the browser tab's icon and the phone home-screen icon."
        />
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Upload logo and icon
          </button>
        </p>
      </form>
    </SettingsPanel>
  );
}
