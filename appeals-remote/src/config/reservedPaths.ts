/**
 * Every path of the site's other screens, copied as written from the spec's route table (§2),
 * including screens not built yet and their aliases, plus the paths the shell's server answers
 * itself. An appeal slug must never take one of them: the shell gives a path to the first remote
 * that lists it, so the appeal page would silently never show.
 *
 * This list travels with the remote (it is checked in the browser build too). A route another
 * remote adds after this list was written fails the shell's build instead, which reads every
 * remote's route table: the remote never reads the host's.
 */
export const siteSpecPaths: readonly string[] = [
  '/',
  ...['/donate', '/donate.html', '/apply', '/apply.html', '/dsclasses', '/DSClasses', '/blog', '/careers', '/about'],
  ...['/contact', '/contact.html', '/ewastedropoff', '/support', '/give', '/press', '/press.html', '/auth', '/impact'],
  ...['/partner', '/programs', '/socialmedia', '/team', '/team.html', '/team/', '/hotspot', '/nonprofitapplication'],
  ...['/paperapplication', '/checkin', '/uploadrecommendation', '/uploadrecommendation.html', '/eligibility'],
  ...['/boardapplication', '/volunteer', '/connect', '/shield', '/shieldinternet', '/shieldsimcard', '/shieldhotspotsim'],
  ...['/shield5grouter', '/portal', '/champions', '/addacontribution', '/pepper', '/pepper.html', '/Pepper-Fest'],
  // Answered by the shell's server itself: the API proxy and static files.
  ...['/api', '/static'],
];

/**
 * A path as the slug that would reach it: routes match case-insensitively and ignore a trailing
 * slash, and the `.html` aliases point to the same screens, so "/Team/" and "/team.html" both
 * reserve "team".
 */
export const slugOfPath = (path: string): string =>
  path
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/^\//, '')
    .replace(/\.html$/, '');

export const reservedSlugs: ReadonlySet<string> = new Set(siteSpecPaths.map(slugOfPath));
