/** Minimum viewport widths in CSS pixels (spec 9), smallest first. */
export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Used when the width is unknown, e.g. while rendering on the server. */
export const FALLBACK_BREAKPOINT: Breakpoint = 'desktop';

export const isBreakpoint = (name: string): name is Breakpoint => Object.hasOwn(BREAKPOINTS, name);

const LARGEST_FIRST = (Object.keys(BREAKPOINTS) as Breakpoint[]).reverse();

/** The largest breakpoint whose minimum is <= width; narrower than 320 is still mobile. */
export const breakpointForWidth = (width: number): Breakpoint => {
  if (!Number.isFinite(width)) return FALLBACK_BREAKPOINT;
  return LARGEST_FIRST.find((name) => BREAKPOINTS[name] <= width) ?? 'mobile';
};
