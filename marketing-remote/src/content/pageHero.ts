/** The words of a page's hero; the page adds its buttons (some scroll, so they are code). */
export type PageHero = { titlePart1: string; titlePart2?: string; description: string };
