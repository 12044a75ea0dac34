import type { ImageAsset } from '../types';
import { siteName } from '../content/site';
import logoUrl from './logo.svg';

/** Mark and wordmark in white and green, made for dark backgrounds (nav, footer). */
export const logo: ImageAsset = { src: logoUrl, alt: siteName, width: 200, height: 40 };
