import type { EmbeddedFrameProps } from 'ui';

/**
 * The external donation widget shared by every appeal page. The provider account is not set up
 * yet: replace `src` with the provider's embed URL (the fallback link opens the same address).
 */
export const donationWidget: EmbeddedFrameProps = {
  title: 'Donation form',
  src: 'https://donate.example.org/embed/will-you-join-us',
  height: 900,
  linkText: 'Open the donation form in a new tab',
};

/** Spec: the appeal video frame is 360x640 (portrait); each page supplies its title and URL. */
export const appealVideoPlayer = {
  width: 360,
  height: 640,
  allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
  allowFullScreen: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
} satisfies Partial<EmbeddedFrameProps>;
