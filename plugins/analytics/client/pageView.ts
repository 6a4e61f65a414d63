/**
 * When a route change counts as a page view, kept free of the DOM so it can
 * be unit tested.
 */
export type RouteLocation = {pathname: string; search?: string; hash?: string};

/** One page view for the first page load and for each change to a different pathname. */
export function isPageView(location: RouteLocation, previousLocation: RouteLocation | null | undefined): boolean {
  return !previousLocation || previousLocation.pathname !== location.pathname;
}
