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
