/**
 * Leaving the app for another site (the payment provider's onboarding). An object, so a component test
 * can stand in for the browser's navigation, which jsdom does not implement.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
