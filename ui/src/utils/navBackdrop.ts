/**
 * The shell's nav is transparent with white text at the top of the page. A page whose first
 * block is dark (a Hero) marks it with this attribute; on pages without one the shell makes
 * the nav opaque and pushes the content below it, so the nav never becomes unreadable.
 */
export const navBackdropSelector = '[data-nav-backdrop]';
