import { Hero, useLocalPath, type ImageAsset } from 'ui';
import { useChrome } from '../../layout/chrome';
import backgroundUrl from './not-found-background.svg';

/* Decorative (circuit lines, a puzzled laptop): empty alt keeps it out of the accessibility tree. */
const background: ImageAsset = { src: backgroundUrl, alt: '', width: 1440, height: 900 };

/** The screen for a path no part of the site owns. */
export default function NotFound() {
  const { notFound } = useChrome().notices;
  const localPath = useLocalPath();
  return (
    <Hero
      titlePart1={notFound.titlePart1}
      titlePart2={notFound.titlePart2}
      description={notFound.description}
      actions={[{ text: notFound.backHome, to: localPath('/') }]}
      image={background}
    />
  );
}
