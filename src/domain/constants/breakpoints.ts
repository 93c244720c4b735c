/** Responsive breakpoints (min-width, px). */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** The breakpoints that also have a max-width variant (px, inclusive as the spec gives them). */
export const MAX_WIDTH_BREAKPOINTS = { sm: 576, md: 768 } as const;

export type TBreakpoint = keyof typeof BREAKPOINTS;
export type TMaxWidthBreakpoint = keyof typeof MAX_WIDTH_BREAKPOINTS;

export function minWidthQuery(breakpoint: TBreakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

export function maxWidthQuery(breakpoint: TMaxWidthBreakpoint): string {
  return `(max-width: ${MAX_WIDTH_BREAKPOINTS[breakpoint]}px)`;
}
