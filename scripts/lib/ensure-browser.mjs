import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// Chromium's headless shell: the same Blink and V8 as the browser without its window and profile machinery,
// which is what Playwright itself runs headless. The journeys take a tenth less CPU in it (ADR 0034).
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the journeys run in: Debian's headless shell, else Debian's chromium, when present; else the
 * headless shell installed from apt when we are root with apt; else Playwright's own browser, downloaded with
 * `npx playwright install chromium` when it is missing (this needs Playwright's download host, which some
 * networks, like our CI sandbox, do not reach).
 */
export async function ensureBrowser() {
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's chromium-headless-shell with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-liberation'], {
      stdio: 'inherit',
      env,
    });
    if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  }
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  try {
    console.log("Installing Playwright's Chromium…");
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  } catch {
    // Reported below with what to do instead.
  }
  if (existsSync(bundled)) return bundled;
  throw new Error(
    "No Chromium: install Debian's chromium package, or run `npx playwright install chromium`.",
  );
}
