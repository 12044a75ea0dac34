// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.
import image0 from '../images/hotspot-speed.svg';
import image1 from '../images/hotspot-or-home.svg';
import image2 from '../images/windows-11-check.svg';
import image3 from '../images/drive-erasure.svg';
import image4 from '../images/laptop-journey.svg';
import type { PostCard } from '../types';

/** Every post as the list and the article show it, newest first. */
export const postCards: PostCard[] = [
  {"slug":"hotspot-speed","title":"Hotspot speed: what to expect and how to get the most from it","description":"How fast a hotspot is depends on signal, place and the number of devices. What speeds to expect, and seven ways to make yours faster.","date":"2026-10-14","category":"Guides","categorySlug":"guides","author":"Marcus Bell","tags":["Shield internet","hotspot","troubleshooting"],"readingMinutes":2, image: { src: image0, alt: "A speed gauge with its needle past the middle", width: 1200, height: 630 } },
  {"slug":"hotspot-or-home-internet","title":"Hotspot or home internet? How to choose","description":"A mobile hotspot and a home internet plan both get you online. Which one fits depends on where you are, how many people share it and what you do online.","date":"2026-08-19","category":"Guides","categorySlug":"guides","author":"Marcus Bell","tags":["Shield internet","hotspot","home internet"],"readingMinutes":2, image: { src: image1, alt: "A house on one side and a pocket hotspot on the other, with arrows between them", width: 1200, height: 630 } },
  {"slug":"windows-11-requirements","title":"Windows 11 requirements: will your old computer still help someone?","description":"What Windows 11 needs from a computer, how to check yours, and why we still want computers that cannot run it.","date":"2026-05-06","updated":"2026-09-30","category":"Guides","categorySlug":"guides","author":"Priya Natarajan","tags":["Windows 11","refurbishing","donations"],"readingMinutes":2, image: { src: image2, alt: "A computer screen showing a four-pane window logo", width: 1200, height: 630 } },
  {"slug":"how-we-erase-donated-drives","title":"How we erase donated drives","description":"Every drive we receive is erased to NIST 800-88 before anyone uses the computer again. Here is what that means, step by step.","date":"2026-02-24","category":"Guides","categorySlug":"guides","author":"Daniel Reyes","tags":["data security","NIST 800-88","donations"],"readingMinutes":2, image: { src: image3, alt: "A hard drive with a green check mark beside it", width: 1200, height: 630 } },
  {"slug":"journey-of-a-refurbished-laptop","title":"From donation to desk: the journey of a refurbished laptop","description":"What happens between the moment you hand over an old laptop and the day someone opens it for the first time.","date":"2025-01-21","category":"Stories","categorySlug":"stories","author":"Maya Okafor","tags":["refurbishing","donations","volunteers"],"readingMinutes":2, image: { src: image4, alt: "A worn laptop, an arrow, the same laptop refurbished and a person ready to use it", width: 1200, height: 630 } },
];
