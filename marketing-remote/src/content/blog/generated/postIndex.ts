// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.
import type { PostIndexEntry } from '../types';

/** Every post, newest first: what the route table needs. */
export const postIndex: PostIndexEntry[] = [
  {
    "slug": "hotspot-speed",
    "title": "Hotspot speed: what to expect and how to get the most from it",
    "description": "How fast a hotspot is depends on signal, place and the number of devices. What speeds to expect, and seven ways to make yours faster.",
    "lastModified": "2026-10-14",
    "category": "Guides",
    "categorySlug": "guides"
  },
  {
    "slug": "hotspot-or-home-internet",
    "title": "Hotspot or home internet? How to choose",
    "description": "A mobile hotspot and a home internet plan both get you online. Which one fits depends on where you are, how many people share it and what you do online.",
    "lastModified": "2026-08-19",
    "category": "Guides",
    "categorySlug": "guides"
  },
  {
    "slug": "windows-11-requirements",
    "title": "Windows 11 requirements: will your old computer still help someone?",
    "description": "What Windows 11 needs from a computer, how to check yours, and why we still want computers that cannot run it.",
    "lastModified": "2026-09-30",
    "category": "Guides",
    "categorySlug": "guides"
  },
  {
    "slug": "how-we-erase-donated-drives",
    "title": "How we erase donated drives",
    "description": "Every drive we receive is erased to NIST 800-88 before anyone uses the computer again. Here is what that means, step by step.",
    "lastModified": "2026-02-24",
    "category": "Guides",
    "categorySlug": "guides"
  },
  {
    "slug": "journey-of-a-refurbished-laptop",
    "title": "From donation to desk: the journey of a refurbished laptop",
    "description": "What happens between the moment you hand over an old laptop and the day someone opens it for the first time.",
    "lastModified": "2025-01-21",
    "category": "Stories",
    "categorySlug": "stories"
  }
];
