import type { EmbeddedFrameProps } from 'ui';

/**
 * The external donation form every appeal page leads to, prefilled through its query string
 * (spec §3 "Donation-form query parameters", the same the "Power up your impact" page reads).
 * The provider account is not set up yet: replace it with the provider's form address.
 */
export const donationFormUrl = 'https://donate.example.org/forms/will-you-join-us';

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
