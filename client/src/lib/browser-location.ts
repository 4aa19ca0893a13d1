/** Leaving the app for another site (a sign-in provider). One seam, so tests can see where the page would go. */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};
