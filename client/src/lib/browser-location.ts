/** A full page load: leaving the app for another site (a sign-in provider), or a fresh start (switch user). One seam, so tests can see where the page would go. */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};
