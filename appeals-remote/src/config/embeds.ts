import type { EmbeddedFrameProps } from 'ui';

// The donation form every appeal page leads to and the video provider are the organisation's
// accounts (composition-contract's `appealDonationForm` and `appealVideos`, configured when the
// site is deployed: see docs/providers.md). What the pages decide about them is here.

/**
 * Spec: the appeal video frame is 360x640 (portrait); each page supplies its title and URL.
 * No referrer: the address of a private appeal page names the person it is for.
 */
export const appealVideoPlayer = {
  width: 360,
  height: 640,
  allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
  allowFullScreen: true,
  referrerPolicy: 'no-referrer',
} satisfies Partial<EmbeddedFrameProps>;

/** Added to the video's embed URL: the visitor pressed play, so the player starts at once. */
export const videoAutoplayParams = { autoplay: 1 };
