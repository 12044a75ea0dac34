import { Hero, type ImageAsset } from 'ui';
import backgroundUrl from './not-found-background.svg';

/* Decorative (circuit lines, a puzzled laptop): empty alt keeps it out of the accessibility tree. */
const background: ImageAsset = { src: backgroundUrl, alt: '', width: 1440, height: 900 };

/** The screen for a path no part of the site owns. */
export default function NotFound() {
  return (
    <Hero
      titlePart1="404"
      titlePart2="Page Not Found"
      description="Tech can be a little confusing, but don't worry, we've got your back. Need help?"
      actions={[{ text: 'Back to Home', to: '/' }]}
      image={background}
    />
  );
}
