/* eslint-disable @typescript-eslint/triple-slash-reference -- apps type-check ui's sources directly, so its ambient typings (image imports) must travel with this entry */
/// <reference path="./assets.d.ts" />
/* eslint-enable @typescript-eslint/triple-slash-reference */

export { legalPaths, siteName } from './content/site';
export type { ImageAsset } from './types';

export { theme, type UiTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiProvider } from './theme/UiProvider';

export { Container } from './components/Container/Container';
export { DarkBand } from './components/DarkBand/DarkBand';
export { Logo } from './components/Logo/Logo';
export { Section, type SectionProps, type SectionTone } from './components/Section/Section';
export { Button, type ButtonProps } from './components/Button/Button';
export { ButtonLink, type ButtonLinkProps } from './components/Button/ButtonLink';
export type { ButtonVariant } from './components/Button/buttonStyles';
export { CallsToAction, type CallToAction, type CallsToActionProps } from './components/CallsToAction/CallsToAction';
export { Hero, type HeroProps } from './components/Hero/Hero';
export { CardGrid, type CardGridProps } from './components/CardGrid/CardGrid';
export { cardSurface } from './components/Card/cardSurface';
export { CardImage } from './components/Card/CardImage';
export { LinkCards, type LinkCard, type LinkCardsProps } from './components/LinkCards/LinkCards';
export { EmbeddedFrame, type EmbeddedFrameProps } from './components/EmbeddedFrame/EmbeddedFrame';
export { VisuallyHidden, visuallyHiddenStyles } from './components/VisuallyHidden/VisuallyHidden';
export { PageStatus, type PageStatusProps } from './components/PageStatus/PageStatus';
export { PrivacyNote, type PrivacyNoteTexts } from './components/PrivacyNote/PrivacyNote';
export { LoadingIndicator, type LoadingIndicatorProps } from './components/LoadingIndicator/LoadingIndicator';
export { LogoStrip, type LogoStripProps } from './components/LogoStrip/LogoStrip';
export { ScriptFilled, ServerOnly } from './components/ServerMarkup/ServerMarkup';

export { scrollToId } from './utils/scrollToId';
export { useMediaQuery, usePrefersReducedMotion } from './hooks/useMediaQuery';
export { useHydrated } from './hooks/useHydrated';
export { formUrl } from './utils/formUrl';
export { formatWholeNumber } from './utils/formatNumber';
export { navBackdropSelector } from './utils/navBackdrop';
export { RoutesView, routerFuture, usePageTitle } from './routing/RoutesView';
export type { PageMeta, SiteRoute } from './routing/RoutesView';
export { StandaloneRemote } from './routing/StandaloneRemote';
export { useLocale, useLocalPath, type Locale } from './locale/locale';
