import { defineTokens } from '@pandacss/dev';

// Raw palette. Components never use these directly: they go through semantic-tokens.ts.
export const tokens = defineTokens({
  colors: {
    // a calm deep teal-blue; 700 on white is 7.0:1, 600 is 5.2:1 (WCAG AA for text).
    brand: {
      50: { value: '#eef6fb' },
      100: { value: '#d5e9f5' },
      200: { value: '#acd3eb' },
      300: { value: '#79b5db' },
      400: { value: '#4893c5' },
      500: { value: '#2a76ab' },
      600: { value: '#1f6192' },
      700: { value: '#1a4f78' },
      800: { value: '#163f60' },
      900: { value: '#11304a' },
      950: { value: '#0a1e30' },
    },
  },
  fonts: {
    body: {
      value:
        "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    heading: {
      value:
        "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  sizes: {
    navDrawer: { value: '310px' }, // spec §9 NAV_DRAWER_WIDTH
    tutorialDrawer: { value: '400px' }, // spec §9 TUTORIAL_DRAWER_WIDTH
    topBar: { value: '64px' },
    // the feedback tab's width (its text runs vertically) at the right edge of every page: the pages' own padding on
    // that side is at least this, so no text or control lies under it
    feedbackTab: { value: '28px' },
  },
  spacing: {
    // a page's padding at its end side where the feedback tab stands over it (phones): the tab and a little air
    clearOfFeedbackTab: { value: 'calc({sizes.feedbackTab} + {spacing.2})' },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
  },
  // The layers the recipes and components name (Park UI's scale, but the sticky top bar and feedback tab below the
  // menus that open from them, so a menu's top edge is not cut by the bar it hangs from). Without them
  // `zIndex: 'modal'` compiled to an invalid z-index and a dialog sat above its backdrop only because it came later in
  // the document.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    sticky: { value: 900 },
    dropdown: { value: 1000 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
});
