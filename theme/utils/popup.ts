// Shared constants of the site's popups (SPEC-COVERAGE S28, C27, C29): the cross-product menu (a popover) and the
// tooltips.

/** Enter and leave delay of a hover-opened tooltip or popover. */
export const POPUP_DELAY_MS = 100;
