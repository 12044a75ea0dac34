// Types of appealChecks.js (plain CommonJS, so that webpack.config.js can run it without a build).
/** One message per appeal path that another remote of this repository also serves. */
export function collisionsWithOtherRemotes(appealPaths: string[]): string[];
