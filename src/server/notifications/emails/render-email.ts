import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An email's HTML part, rendered from its React Email component. */
export async function renderEmailHtml(element: ReactElement): Promise<string> {
  return render(element);
}
