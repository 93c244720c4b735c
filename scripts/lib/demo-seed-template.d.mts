/** See demo-seed-template.mjs: the demo sites seeded once per journey run. */
export type TSeedTemplateOptions = {
  /** The directory that holds the templates (default `.e2e-data`). */
  root?: string;
  /** Fills a directory with the demo sites; resolves to a line saying what was seeded (default `npm run demo`). */
  seed?: (dataDir: string) => Promise<string>;
};
export function seedDemoTemplate(runId: string, options?: TSeedTemplateOptions): Promise<string>;
export function copyDemoTemplate(
  runId: string,
  dataDir: string,
  options?: TSeedTemplateOptions,
): Promise<string>;
export function demoSitesInto(dataDir: string): Promise<string>;
