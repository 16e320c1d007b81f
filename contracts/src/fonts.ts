/**
 * The body font stack, the one source for the theme (ui/src/theme.ts) and the backend's static frame
 * (backend/src/static/frame.ts): Inter, then 'Inter Fallback' (Arial scaled to Inter's metrics,
 * declared with Inter's @font-face in shell/index.html, font-display: optional), so text drawn before
 * Inter arrives, or without it, takes the room Inter would.
 */
export const BODY_FONT_FAMILY =
  "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
