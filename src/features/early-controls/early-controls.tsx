import { earlyControlsScript } from './early-controls-script';

const SCRIPT = earlyControlsScript();

/** Place once at the top of the site's body, before any control it serves (see earlyControlsScript). */
export function EarlyControls() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
